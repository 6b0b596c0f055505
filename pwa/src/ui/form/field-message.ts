/**
 * The text shown under a field always names the field: shared-schema words some rules
 * generically ("must be a whole number", zod's "Invalid input"), so the form adds the label there.
 * Messages that already say what is wrong in full ("Please select at least one service") stay as they are.
 */
export function fieldMessage(label: unknown, message: string): string {
  if (typeof label !== 'string' || label.trim() === '') return message;
  const name = label.replace(/\s*\*$/, '').trim();
  if (message.toLowerCase().includes(name.toLowerCase())) return message;
  if (/^[a-z]/.test(message)) return `${name} ${message}`;
  if (/^(Invalid|Too |Expected|Required)/.test(message)) return `${name}: ${message}`;
  return message;
}
