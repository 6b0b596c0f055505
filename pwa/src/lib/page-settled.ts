/**
 * Runs `task` once the first page has settled: a few seconds after the load event, then an idle
 * moment. On a phone the load event comes before the opened page's own chunk and data have
 * rendered; work that can wait (the offline catalogue's first sync, which parses and stores every
 * provider on the main thread, and the outbox link, which needs Dexie and the outbox schemas) must
 * not compete with the page the visitor opened.
 */
const SETTLE_MS = 3000;

export function onPageSettled(task: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: SETTLE_MS }) : setTimeout(task, 0));
  const afterSettling = () => setTimeout(whenIdle, SETTLE_MS);
  if (document.readyState === 'complete') afterSettling();
  else window.addEventListener('load', afterSettling, { once: true });
}
