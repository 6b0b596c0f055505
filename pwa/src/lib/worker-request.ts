/**
 * Work a page asks of the service worker that controls it (an outbox replay, a catalogue sync):
 * a message `{ type }` posted with a private port, answered on that port once the work is over, so
 * the page knows when to look again.
 */
export interface WorkerRequest {
  readonly type: string;
}

/**
 * The page's side: posts `request` and waits for the answer. Undefined when no worker controls the
 * page or it does not answer in time: the page then does the work itself (the Web Locks inside keep
 * it to one run at a time across tabs and the worker).
 */
export function askWorker<Reply>(request: WorkerRequest, timeoutMs: number): Promise<Reply | undefined> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<Reply>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(request, [channel.port2]);
  });
}

/** The worker's side: whether a message's data is `request`. */
export const isWorkerRequest = (data: unknown, request: WorkerRequest): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === request.type;
