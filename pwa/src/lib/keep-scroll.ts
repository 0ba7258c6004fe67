import type { Location } from 'react-router';

/**
 * Navigation options that keep the scroll position: a list's filters and pages change the address
 * but not the screen (`setSearchParams(next, KEEP_SCROLL)`).
 */
export const KEEP_SCROLL = { state: { keepScroll: true } } as const;

/** Whether the navigation to `location` asked to keep the scroll position (app/scroll-restoration.tsx). */
export function keepsScroll(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
