import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from the render after. Parts that only
 * make sense in a browser (the chat, toasts) wait for it, so the server's HTML and the first
 * client render are the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Its children once hydrated. Only this component renders again when hydration ends, not its
 * parent: a parent's new render would count as an update to a part of the page that is still
 * waiting for its code, and React would throw that part's server HTML away.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
