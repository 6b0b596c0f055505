/**
 * Asks the browser to keep this origin's storage (the offline catalogue, queued writes) through
 * storage pressure: `navigator.storage.persist()` (ARCHITECTURE §2). Browsers grant it to installed
 * apps, and Firefox asks the user, so a page asks once the app is installed, never on a first visit,
 * and after its first queued write, since best-effort storage may be evicted with writes in it.
 * A refusal changes nothing: the data still lives, just without the guarantee.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    // Refused, unsupported or not allowed in this context.
    return false;
  }
}

/** Asks now when running as the installed app, else as soon as it is installed. */
export function persistStorageAfterInstall(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) void requestPersistentStorage();
  else window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true });
}

let askedAfterWrite = false;

/** Asks once per page load, after a write was queued. */
export async function persistStorageAfterWrite(): Promise<void> {
  if (askedAfterWrite) return;
  askedAfterWrite = true;
  await requestPersistentStorage();
}
