/** The hire flow's error texts (spec §8); every one is shown as a destructive toast titled "Error". */
export const HIRE_ERROR_TEXTS = {
  register: 'Business registration failed. Please check your information.',
  booking: 'Booking creation failed. Please try again.',
  invalid: 'Please fill in all required fields correctly.',
  generic: 'Failed to submit booking request. Please try again.',
} as const;

/** What went wrong with a hire: the server refused one of its two steps, or it could not be queued at all. */
export type HireFailure = { refused: 'invalid' | 'conflict' | 'rejected'; step: number } | { refused: 'not-queued' };

/** Maps a failed hire to the text its toast shows: field problems first, then the step that failed. */
export function hireErrorText(failure: HireFailure): string {
  if (failure.refused === 'not-queued') return HIRE_ERROR_TEXTS.generic;
  if (failure.refused === 'invalid') return HIRE_ERROR_TEXTS.invalid;
  return failure.step === 0 ? HIRE_ERROR_TEXTS.register : HIRE_ERROR_TEXTS.booking;
}
