/**
 * Asks the browser to keep this origin's storage (the offline catalogue, queued writes) through
 * storage pressure: `navigator.storage.persist()`. Browsers grant it to installed apps, and Firefox
 * asks the user, so the page asks once the app is installed (ARCHITECTURE §2), never on a first visit.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    // Refused or unsupported: the data still lives, just without the guarantee.
    return false;
  }
}

/** Asks now when running as the installed app, else as soon as it is installed. */
export function persistStorageAfterInstall(): void {
  if (window.matchMedia('(display-mode: standalone)').matches) void requestPersistentStorage();
  else window.addEventListener('appinstalled', () => void requestPersistentStorage(), { once: true });
}
