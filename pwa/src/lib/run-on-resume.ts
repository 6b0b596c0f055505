/**
 * Runs a background task (catalogue sync, outbox replay) at the moments a page can reach the
 * server again: now, when the browser comes back `online`, when the page becomes visible, and every
 * `intervalMs` while it stays visible (Safari and Firefox never fire Background Sync, so pages must
 * ask; ARCHITECTURE §2). A run still going is not started twice; a failed run waits for the next
 * moment. With `onFocus`, also when the window gets the focus back (a page the user returns to from
 * another window, which stays visible all along). Returns the function that stops it.
 */
export function runOnResume(task: () => Promise<unknown>, { intervalMs, onFocus = false }: { intervalMs: number; onFocus?: boolean }): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  const timer = setInterval(whenVisible, intervalMs);
  window.addEventListener('online', run);
  if (onFocus) window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', whenVisible);
  run();
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', run);
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}
