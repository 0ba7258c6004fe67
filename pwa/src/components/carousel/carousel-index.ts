/**
 * Index arithmetic of the carousels (partners, reviews, exclusive deals). A carousel shows
 * `visible` items side by side; it can start at `positions = count − visible + 1` places
 * (at least 1), and moving past either end wraps around.
 */

/** Up to (not including) `below` px of window width, `count` items fit side by side. */
export interface CarouselStep {
  below: number;
  count: number;
}

/** Steps in increasing `below` order, and the count for every wider window. */
export interface CarouselBreakpoints {
  steps: readonly CarouselStep[];
  otherwise: number;
}

/** How many items fit side by side at this window width (always at least 1). */
export function visibleCountFor(width: number, breakpoints: CarouselBreakpoints): number {
  const step = breakpoints.steps.find((candidate) => width < candidate.below);
  return Math.max(1, Math.trunc(step?.count ?? breakpoints.otherwise));
}

/** Number of distinct start positions: count − visible + 1, and 1 when everything fits. */
export function positionCount(count: number, visible: number): number {
  if (!Number.isFinite(count) || count <= 0) return 1;
  return Math.max(1, Math.trunc(count) - Math.max(1, Math.trunc(visible)) + 1);
}

/** The index moved into 0..positions−1 (0 for a non-finite index). */
export function clampIndex(index: number, positions: number): number {
  if (positions <= 1 || !Number.isFinite(index)) return 0;
  return Math.min(positions - 1, Math.max(0, Math.trunc(index)));
}

/** One position on, wrapping from the last to the first. */
export function wrapNext(index: number, positions: number): number {
  if (positions <= 1) return 0;
  return (clampIndex(index, positions) + 1) % positions;
}

/** One position back, wrapping from the first to the last. */
export function wrapPrevious(index: number, positions: number): number {
  if (positions <= 1) return 0;
  return (clampIndex(index, positions) - 1 + positions) % positions;
}

/** Whether the item at `item` is in view when the carousel starts at `index`. */
export function isInView(item: number, index: number, visible: number): boolean {
  return item >= index && item < index + visible;
}
