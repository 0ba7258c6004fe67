/**
 * Index arithmetic of the photo lightbox. The index is clamped to 0..count-1 and does NOT wrap:
 * 'next' on the last photo stays on the last one and 'previous' on the first stays on the first,
 * so the counter never jumps from '5 / 5' back to '1 / 5' (the buttons are disabled at the ends).
 */

/** The index moved into 0..count-1 (0 for an empty gallery or a non-finite index). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

export function nextIndex(index: number, count: number): number {
  return clampIndex(clampIndex(index, count) + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return clampIndex(clampIndex(index, count) - 1, count);
}

export function hasPrevious(index: number, count: number): boolean {
  return clampIndex(index, count) > 0;
}

export function hasNext(index: number, count: number): boolean {
  return clampIndex(index, count) < count - 1;
}

/** The counter shown in the lightbox: '2 / 5'. */
export function counterLabel(index: number, count: number): string {
  return count <= 0 ? '0 / 0' : `${clampIndex(index, count) + 1} / ${count}`;
}
