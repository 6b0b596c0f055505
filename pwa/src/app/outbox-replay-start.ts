/**
 * Starts the page's outbox replay triggers (offline/replay-scheduler.ts) once the page has loaded,
 * as their own chunk: Dexie and the replay engine never weigh on the entry chunk or compete with
 * the first page's requests.
 */
export function startOutboxReplayAfterLoad(): void {
  const start = () => {
    import('../offline/replay-scheduler')
      .then(({ startOutboxReplay }) => startOutboxReplay())
      .catch((error: unknown) => console.error('Outbox replay could not start', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
