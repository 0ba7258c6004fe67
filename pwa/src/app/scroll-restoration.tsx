import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { FILTERED_PAGES } from '@safari/shared/site-page-rules';

const STORAGE_KEY = 'scroll-positions';

/** A history entry: its key, and its address (every entry the page was loaded into is 'default'). */
const entryOf = (location: Location) => `${location.key} ${location.pathname}${location.search}`;

function readPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}


/**
 * Whether going from `from` to `to` only changes a list's filters: the visitor stays where they
 * were, as on a page that filters in place. A new page of results starts at the top.
 */
function filtersOnly(from: Location, to: Location): boolean {
  const path = to.pathname.replace(/(.)\/$/, '$1').toLowerCase();
  if (from.pathname !== to.pathname || !FILTERED_PAGES.includes(path as (typeof FILTERED_PAGES)[number])) return false;
  return new URLSearchParams(from.search).get('page') === new URLSearchParams(to.search).get('page');
}

/** How long Back keeps following a screen that is still growing, to reach where the visitor was. */
export const RESTORE_FOLLOW_MS = 3_000;

/** What the visitor does that ends the following: they scroll or act themselves. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to `y`. A screen shorter than that for now (its list still coming from the offline store,
 * its cards not laid out yet) stops the browser short: the page is then scrolled again each time it
 * grows, until it gets there, the visitor scrolls or acts, or RESTORE_FOLLOW_MS pass. Returns what
 * stops the following (the next navigation calls it).
 */
function restoreScroll(y: number): () => void {
  const reach = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) < 1;
  };
  if (reach()) return () => undefined;
  const observer = new ResizeObserver(() => reach() && stop());
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, RESTORE_FOLLOW_MS);
  observer.observe(document.body);
  for (const type of VISITOR_INPUT) addEventListener(type, stop, { passive: true });
  return stop;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/**
 * The scroll position across the app's own navigations, as a visitor expects from pages: a new
 * screen starts at the top (or at its #anchor), a list's filters change in place, Back and Forward
 * return where the visitor was, and a reload of a visited entry too (the positions are kept for the
 * tab in sessionStorage), also when the screen comes back shorter and grows (restoreScroll). The
 * first screen is left where it is: the server's HTML may have been scrolled before the app started.
 *
 * React Router's own <ScrollRestoration> needs its data router, which this app does not use
 * (app/routes.tsx says why).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef<string | null>(null);
  const last = useRef<Location | null>(null);
  const following = useRef<() => void>(() => undefined);

  // Positions are recorded by history entry as the visitor scrolls (the entry shown is set when its
  // screen commits, and nothing is recorded from the moment the address moves on until then, so the
  // scroll of a screen is never put down to another). The
  // browser's own restoring is off: it would jump before the next screen has rendered.
  useEffect(() => {
    const saved = (positions.current ??= readPositions());
    const stopFollowing = () => following.current();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      // Not once a navigation has begun (the address is the next screen's): the screen being left
      // may shrink while the next one loads, and that is not where the visitor was.
      if (shown.current?.endsWith(` ${window.location.pathname}${window.location.search}`)) saved[shown.current] = window.scrollY;
    };
    const persist = () => {
      record();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: the positions last as long as the page.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = previous;
      stopFollowing();
    };
  }, []);

  useLayoutEffect(() => {
    const first = shown.current === null;
    const previous = last.current;
    last.current = location;
    shown.current = entryOf(location);
    const saved = (positions.current ??= readPositions())[shown.current];
    following.current();
    following.current = () => undefined;
    if (first) {
      // A reload of an entry the visitor had scrolled: back where they were.
      if (navigationType === 'POP' && saved !== undefined && window.scrollY === 0) following.current = restoreScroll(saved);
      return;
    }
    if (navigationType === 'POP' && saved !== undefined) following.current = restoreScroll(saved);
    else if (scrollToHash(location.hash)) return;
    else if (!previous || !filtersOnly(previous, location)) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
