import { isApiError } from '../../api/client';

/** The hire flow's error texts (spec §8); every one is shown as a destructive toast titled "Error". */
export const HIRE_ERROR_TEXTS = {
  register: 'Business registration failed. Please check your information.',
  booking: 'Booking creation failed. Please try again.',
  invalid: 'Please fill in all required fields correctly.',
  generic: 'Failed to submit booking request. Please try again.',
} as const;

export type HireStep = 'register' | 'booking';

const STEP_MESSAGES: Record<HireStep, string> = {
  register: 'Failed to register business',
  booking: 'Failed to create booking',
};

/** A server refusal of one of the two calls, named after the step that failed. */
export class HireStepError extends Error {
  readonly step: HireStep;
  readonly status: number | undefined;

  constructor(step: HireStep, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`${STEP_MESSAGES[step]}: ${detail}`, { cause });
    this.name = 'HireStepError';
    this.step = step;
    this.status = isApiError(cause) ? cause.status : undefined;
  }
}

/** Maps any failure of the hire submission to the text its toast shows. */
export function hireErrorText(error: unknown): string {
  const status = error instanceof HireStepError ? error.status : isApiError(error) ? error.status : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 400 || (status === undefined && /\b400\b/.test(message))) return HIRE_ERROR_TEXTS.invalid;
  if (message.includes(STEP_MESSAGES.register)) return HIRE_ERROR_TEXTS.register;
  if (message.includes(STEP_MESSAGES.booking)) return HIRE_ERROR_TEXTS.booking;
  return HIRE_ERROR_TEXTS.generic;
}
