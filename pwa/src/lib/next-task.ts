/** Resolves in a later task, so work split around it never holds the main thread (or a worker) in one long task. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
