/**
 * The service worker's registration, without a client library: `navigator.serviceWorker` does all
 * the app needs, and the update prompt's code (update-prompt.tsx, with its snackbar) loads only when
 * a new version is actually waiting. registerType is 'prompt' (vite.config.ts): a new worker waits
 * instead of replacing the code under an open form, until the visitor accepts, and sw.ts then skips
 * waiting on the SKIP_WAITING message and claims the page.
 */

/** The worker vite-plugin-pwa builds from src/sw.ts. */
export const SERVICE_WORKER_URL = '/sw.js';
/** An open tab looks for a new version this often (and whenever the visitor comes back to it). */
const UPDATE_CHECK_MS = 60 * 60_000;
/** Checks prompted by the tab coming back are at most this frequent. */
const MIN_CHECK_GAP_MS = 60_000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  const check = () => {
    if (navigator.onLine === false || Date.now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the worker and calls `onWaiting` whenever a new version has installed and waits behind
 * the one in charge (also when one was already waiting from an earlier visit). A first install
 * never waits: there is no version in charge yet.
 */
export async function registerServiceWorker(onWaiting: (registration: ServiceWorkerRegistration) => void): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const report = () => {
    if (registration.waiting && registration.active) onWaiting(registration);
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') report();
    });
  });
  report();
  watchForUpdates(registration);
}

/** Lets the waiting version take over, and reloads the page once, when it is in charge. */
export function activateWaiting(registration: ServiceWorkerRegistration): void {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
}
