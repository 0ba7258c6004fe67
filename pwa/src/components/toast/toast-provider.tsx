import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToast, toastWanted } from './toast';

// The host's code is not part of any page's load: it arrives with the first toast (see toast.ts).
const ToastHost = lazy(() => import('./toast-host'));

/** Mount once, at the top of the app: the one place toasts are drawn (see toast.ts). */
export function ToastProvider() {
  const wanted = useSyncExternalStore(subscribeToast, toastWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
