/**
 * Asks the browser once per page load to keep this origin's storage under pressure (ARCHITECTURE
 * §2: after the first queued write), since best-effort storage may be evicted with queued writes
 * in it. The answer changes nothing here: a refusal is the browser's call, and the outbox works the same.
 */
let asked = false;

export async function askPersistentStorage(): Promise<void> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not allowed in this context: nothing to do.
  }
}
