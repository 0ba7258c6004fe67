/**
 * Catches the browser's install offer (`beforeinstallprompt`, Chromium) as early as possible, so the
 * app's own Install button can use it later; the mini-infobar is suppressed in favour of that button.
 * Part of the shell (tiny): the event can fire before any lazy code has loaded.
 */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallState {
  /** The deferred offer, while the browser allows installing. */
  offer: BeforeInstallPromptEvent | null;
  /** The app was installed during this visit. */
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    set({ offer: null, installed: true });
    // Installed: worth keeping the catalogue and the outbox under storage pressure.
    void import('../../offline/persist').then((persist) => persist.requestPersistentStorage({ again: true }));
  });
}

export function getInstallState(): InstallState {
  return state;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; resolves true when the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const { offer } = state;
  if (!offer) return false;
  // An offer can be used once.
  set({ offer: null });
  await offer.prompt();
  const choice = await offer.userChoice;
  return choice.outcome === 'accepted';
}
