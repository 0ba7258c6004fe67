import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the app is live: hydrated, or rendered from the shell (app/app.tsx marks the document).
 * False on the server and while the page hydrates.
 */
export function isAppLive(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.ready === 'true';
}

/**
 * False on the server and while the page hydrates, true from the render after; true at once in a
 * component mounted once the app is live. Parts that only make sense in a browser (the chat,
 * toasts, the footer) wait for it, so the server's HTML and the first client render are the same.
 * The switch is a transition: what waited for hydration renders in slices of a few milliseconds
 * (an external store's change would be one synchronous render, a long task on a slow phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isAppLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Its children once hydrated. Only this component renders again when hydration ends, not its
 * parent: a parent's new render would count as an update to a part of the page that is still
 * waiting for its code, and React would throw that part's server HTML away.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
