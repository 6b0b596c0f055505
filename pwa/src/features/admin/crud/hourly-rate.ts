/** Spec §5: the edit dialog's hourly rate is a whole number; empty or invalid input is 0. */
export function parseHourlyRate(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 0;
  const rate = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(rate) ? rate : 0;
}
