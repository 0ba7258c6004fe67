import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToast, toastWanted } from './toast';

type HostModule = { default: ComponentType };

const importHost = (): Promise<HostModule> => import('./toast-host');

/** A failed load is tried again after this long when the browser says it is online (the server hiccuped). */
const RETRY_MS = 3_000;

/**
 * Mount once, at the top of the app: the one place toasts are drawn (see toast.ts). The host's code
 * is not part of any page's load: it arrives with the first toast. That load can fail (a tablet's
 * connection drops just then); unlike React.lazy, whose failure would take the whole app down with
 * it, the load is then tried again once the connection is back, and the toast shows.
 */
export function ToastProvider({ loadHost = importHost }: { loadHost?: () => Promise<HostModule> }) {
  const wanted = useSyncExternalStore(subscribeToast, toastWanted, () => false);
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!wanted || Host) return;
    let live = true;
    let timer: number | undefined;
    const load = () => {
      loadHost().then(
        (module) => {
          if (live) setHost(() => module.default);
        },
        () => {
          if (!live) return;
          if (navigator.onLine === false) window.addEventListener('online', load, { once: true });
          else timer = window.setTimeout(load, RETRY_MS);
        },
      );
    };
    load();
    return () => {
      live = false;
      window.removeEventListener('online', load);
      window.clearTimeout(timer);
    };
  }, [wanted, Host, loadHost]);

  return Host ? <Host /> : null;
}
