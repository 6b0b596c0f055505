/**
 * Minimal structured logger. Callers pass ids and paths, never personal data (emails, phones, names)
 * or secrets; errors are reduced to name, message and stack.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function serialise(fields: Record<string, unknown> | undefined): string {
  if (!fields) return '';
  const plain = Object.fromEntries(
    Object.entries(fields).map(([key, value]) =>
      value instanceof Error ? [key, { name: value.name, message: value.message, stack: value.stack }] : [key, value],
    ),
  );
  return ` ${JSON.stringify(plain)}`;
}

export function createConsoleLogger(): Logger {
  return {
    info: (message, fields) => console.log(`${message}${serialise(fields)}`),
    warn: (message, fields) => console.warn(`warn: ${message}${serialise(fields)}`),
    error: (message, fields) => console.error(`error: ${message}${serialise(fields)}`),
  };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
