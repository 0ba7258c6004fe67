/**
 * Where the floating buttons (WhatsApp bottom left, chat bottom right) may be. They never cover
 * what a traveller is filling in or about to tap: while a form of the page is in view and reaches
 * into the bottom corners, or anything marked `data-floating-avoid` (the tour's booking actions)
 * passes under them, they step aside. A page's own bottom bar lifts them with `useFloatingLift`,
 * and the footer keeps `FLOATING_CLEARANCE` free below its last row so nothing ends under them.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** Forms of the page (not the header's search, nor the chat's own): avoided while in view. */
const FORM_SELECTOR = 'main form, footer form';
/** Controls avoided while they pass under the buttons. */
const UNDER_SELECTOR = '[data-floating-avoid]';
/** How far from each side the floating buttons reach (16 or 24 px margin plus a 60 px button, and some air). */
const CORNER_WIDTH = 104;
/** Space the buttons take at the bottom of the screen: offset, button and a gap above. */
export const FLOATING_CLEARANCE = 96;
/** The buttons' height, and the air kept above them. */
const BUTTON_HEIGHT = 60;
const BUTTON_AIR = 8;
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

/** How far from the top of the screen the buttons' band begins (their margin, any bottom bar, their height). */
function bandTop(): number {
  // The lift is set on the root element's own style (useFloatingLift): read there, with no style recalculation.
  const lift = Number.parseFloat(document.documentElement.style.getPropertyValue(LIFT_VARIABLE)) || 0;
  const margin = window.innerWidth >= 600 ? 24 : 16;
  return window.innerHeight - (margin + lift + BUTTON_HEIGHT + BUTTON_AIR);
}

/** Set while watching: measures the buttons' band again (the screen or a page's bottom bar changed). */
let remeasure: (() => void) | null = null;

/**
 * Watches the page's forms and marked controls (added and removed as screens change): a form in
 * view, or a control within the buttons' band, reaching into the corners' columns.
 */
function watch(): () => void {
  const inView = new Map<Element, DOMRectReadOnly>();
  const update = () => setHidden([...inView.values()].some(reachesCorners));
  const record = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.set(entry.target, entry.boundingClientRect);
      else inView.delete(entry.target);
    }
    update();
  };
  const forms = new IntersectionObserver(record);
  // The screen less all but the band at its bottom: made when a page has a marked control.
  const bandObserver = () => new IntersectionObserver(record, { rootMargin: `${-Math.max(0, Math.round(bandTop()))}px 0px 0px 0px` });
  let band: IntersectionObserver | null = null;
  let watched = new Map<Element, IntersectionObserver>();
  const scan = () => {
    const found = new Map<Element, IntersectionObserver>();
    for (const element of document.querySelectorAll(FORM_SELECTOR)) found.set(element, forms);
    for (const element of document.querySelectorAll(UNDER_SELECTOR)) found.set(element, (band ??= bandObserver()));
    for (const [element, observer] of watched) {
      if (found.get(element) === observer) continue;
      observer.unobserve(element);
      inView.delete(element);
    }
    for (const [element, observer] of found) if (watched.get(element) !== observer) observer.observe(element);
    watched = found;
    update();
  };
  let frame = 0;
  const rescan = () => {
    if (frame === 0) frame = window.requestAnimationFrame(() => ((frame = 0), scan()));
  };
  const measure = () => {
    // A form's corners are measured against the screen's width: look again.
    if (!band) return update();
    band.disconnect();
    band = bandObserver();
    scan();
  };
  const mutations = new MutationObserver(rescan);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', measure);
  remeasure = measure;
  scan();
  return () => {
    window.cancelAnimationFrame(frame);
    mutations.disconnect();
    forms.disconnect();
    band?.disconnect();
    window.removeEventListener('resize', measure);
    remeasure = null;
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

/** True while a form in view, or a marked control under the buttons, reaches into their corners. */
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
    remeasure?.();
    return () => {
      root.style.removeProperty(LIFT_VARIABLE);
      remeasure?.();
    };
  }, [active, height]);
}
