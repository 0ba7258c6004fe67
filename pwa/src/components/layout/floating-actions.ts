/**
 * Where the floating buttons (WhatsApp bottom left, chat bottom right) may be. They never cover
 * what a traveller is filling in: while a form of the page (or anything marked
 * `data-floating-avoid`, e.g. the checkout's action) is in view and reaches into the bottom
 * corners, they step aside. A page's own bottom bar lifts them with `useFloatingLift`, and the
 * footer keeps `FLOATING_CLEARANCE` free below its last row so nothing ends under them.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** Forms of the page (not the header's search, nor the chat's own), and anything marked to avoid. */
const AVOID_SELECTOR = 'main form, footer form, [data-floating-avoid]';
/** How far from each side the floating buttons reach (16 or 24 px margin plus a 60 px button, and some air). */
const CORNER_WIDTH = 104;
/** Space the buttons take at the bottom of the screen: offset, button and a gap above. */
export const FLOATING_CLEARANCE = 96;
/** The CSS variable that holds the height of a page's bottom bar (0 without one). */
const LIFT_VARIABLE = '--floating-lift';
/** How far the buttons sit above the bottom: their margin, the safe area and any bottom bar. */
export const FLOATING_BOTTOM = { xs: `calc(16px + env(safe-area-inset-bottom) + var(${LIFT_VARIABLE}, 0px))`, sm: `calc(24px + var(${LIFT_VARIABLE}, 0px))` };
/** The footer's bottom padding: the buttons' space, plus any bottom bar. */
export const FLOATING_FOOTER_SPACE = `calc(${FLOATING_CLEARANCE}px + env(safe-area-inset-bottom) + var(${LIFT_VARIABLE}, 0px))`;

let hidden = false;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function setHidden(next: boolean): void {
  if (next === hidden) return;
  hidden = next;
  for (const listener of listeners) listener();
}

/** Whether a box in view reaches into the bottom corners' columns, where the buttons float. */
function reachesCorners(rect: DOMRectReadOnly): boolean {
  return rect.left < CORNER_WIDTH || rect.right > window.innerWidth - CORNER_WIDTH;
}

/** Watches the page's forms (added and removed as screens change) and whether one is in view. */
function watch(): () => void {
  const inView = new Map<Element, DOMRectReadOnly>();
  const update = () => setHidden([...inView.values()].some(reachesCorners));
  const intersections = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.set(entry.target, entry.boundingClientRect);
      else inView.delete(entry.target);
    }
    update();
  });
  let watched = new Set<Element>();
  const scan = () => {
    const found = new Set(document.querySelectorAll(AVOID_SELECTOR));
    for (const element of watched) {
      if (found.has(element)) continue;
      intersections.unobserve(element);
      inView.delete(element);
    }
    for (const element of found) if (!watched.has(element)) intersections.observe(element);
    watched = found;
    update();
  };
  let frame = 0;
  const rescan = () => {
    if (frame === 0) frame = window.requestAnimationFrame(() => ((frame = 0), scan()));
  };
  const mutations = new MutationObserver(rescan);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', update);
  scan();
  return () => {
    window.cancelAnimationFrame(frame);
    mutations.disconnect();
    intersections.disconnect();
    window.removeEventListener('resize', update);
    setHidden(false);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stop && typeof IntersectionObserver === 'function' && typeof MutationObserver === 'function') stop = watch();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      const end = stop;
      stop = null;
      end();
    }
  };
}

/** True while a form (or the checkout's action) is in view under the floating buttons' corners. */
export function useFloatingHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => false,
  );
}

/**
 * The styles of a floating button that steps aside: it fades out and stops taking taps at once,
 * so nothing under it is ever hit by mistake.
 */
export function floatingHiddenSx(isHidden: boolean) {
  const moves = 'opacity 160ms ease, transform 200ms ease, bottom 200ms ease, background-color 160ms ease, box-shadow 200ms ease';
  return {
    bottom: FLOATING_BOTTOM,
    // Shown at once; hidden after the fade (it stops taking taps at once).
    transition: `${moves}, visibility 0s linear ${isHidden ? 160 : 0}ms`,
    ...(isHidden ? { opacity: 0, visibility: 'hidden', pointerEvents: 'none', transform: 'translateY(12px)' } : {}),
  } as const;
}

/**
 * Lifts the floating buttons by `height` px while `active` (a page's own bottom bar, which they
 * would otherwise cover), and gives the footer the same extra room.
 */
export function useFloatingLift(active: boolean, height: number): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.style.setProperty(LIFT_VARIABLE, `${height}px`);
    return () => {
      root.style.removeProperty(LIFT_VARIABLE);
    };
  }, [active, height]);
}
