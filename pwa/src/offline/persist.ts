/**
 * Asks the browser to keep this site's storage (the catalogue and the outbox) under storage
 * pressure instead of evicting it. Asked once something worth keeping exists: after the first
 * submission, or when the app is installed.
 */
const ASKED_KEY = 'safari.storage.persist-asked';

export async function requestPersistentStorage(options: { again?: boolean } = {}): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    // Firefox asks the visitor: once is enough, unless something changed (the app was installed).
    if (!options.again && window.localStorage.getItem(ASKED_KEY)) return false;
    window.localStorage.setItem(ASKED_KEY, String(Date.now()));
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
