import { lazy, Suspense } from 'react';

// The host's code is not part of any page's first load: it arrives beside the page.
const ToastHost = lazy(() => import('./toast-host'));

/** Mount once, at the top of the app: the one place toasts are drawn (see toast.ts). */
export function ToastProvider() {
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
