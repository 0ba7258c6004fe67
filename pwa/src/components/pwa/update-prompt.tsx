import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useRegisterSW } from 'virtual:pwa-register/react';

export const UPDATE_MESSAGE = 'A new version is available';
/** An open tab looks for a new version this often (and whenever the visitor comes back to it). */
const UPDATE_CHECK_MS = 60 * 60_000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  let lastCheck = Date.now();
  const check = () => {
    if (navigator.onLine === false || Date.now() - lastCheck < 60_000) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Lets the waiting worker take over and reloads once it controls the page. workbox-window reloads by
 * itself only when the page already had a controller when it registered, so a first visit that stays
 * open across a deployment would otherwise never reload.
 */
function activateAndReload(activate: () => Promise<void>): void {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  void activate();
}

/**
 * Registers the service worker (registerType 'prompt'). A new version waits instead of replacing
 * the code under an open form: the visitor is told and chooses when to reload (the waiting
 * worker then takes over and the page reloads once).
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed:', error);
    },
  });

  return (
    <Snackbar
      open={needRefresh}
      message={UPDATE_MESSAGE}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setNeedRefresh(false);
      }}
      sx={{ bottom: { xs: 'calc(88px + env(safe-area-inset-bottom))', sm: 24 } }}
      action={
        <>
          <Button color="secondary" size="small" onClick={() => activateAndReload(() => updateServiceWorker(true))}>
            Reload
          </Button>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
        </>
      }
    />
  );
}
