/**
 * Asks the service worker that controls this page for something (an outbox replay, a catalogue
 * sync) and waits for its answer on a private port. Undefined when no worker controls the page or
 * it does not answer in time: the page then does the work itself (the Web Locks inside keep it to
 * one run at a time across tabs and the worker).
 */
export function askWorker<Reply>(message: object, timeoutMs: number): Promise<Reply | undefined> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<Reply>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
