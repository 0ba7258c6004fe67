import { describe, expect, it } from 'vitest';
import { clampIndex, counterLabel, hasNext, hasPrevious, nextIndex, previousIndex } from './lightbox-index';

describe('clampIndex', () => {
  it('when the index is inside the gallery, then it is kept', () => {
    expect(clampIndex(0, 5)).toBe(0);
    expect(clampIndex(3, 5)).toBe(3);
  });
  it('when the index is out of range, then it is clamped to 0..count-1', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(99, 3)).toBe(2);
  });
  it('when the gallery is empty or the index is not a number, then it is 0', () => {
    expect(clampIndex(2, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
  });
});

describe('nextIndex / previousIndex', () => {
  it('when moving inside the gallery, then the index changes by one', () => {
    expect(nextIndex(1, 5)).toBe(2);
    expect(previousIndex(3, 5)).toBe(2);
  });
  it('when on the last photo, then next stays on it (no wrap-around)', () => {
    expect(nextIndex(4, 5)).toBe(4);
  });
  it('when on the first photo, then previous stays on it (no wrap-around)', () => {
    expect(previousIndex(0, 5)).toBe(0);
  });
  it('when the gallery has a single photo, then neither direction moves', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(hasNext(0, 1)).toBe(false);
    expect(hasPrevious(0, 1)).toBe(false);
  });
  it('when at the ends, then only the inward direction is available', () => {
    expect([hasPrevious(0, 3), hasNext(0, 3)]).toEqual([false, true]);
    expect([hasPrevious(2, 3), hasNext(2, 3)]).toEqual([true, false]);
  });
});

describe('counterLabel', () => {
  it("when the second of five photos shows, then the counter reads '2 / 5'", () => {
    expect(counterLabel(1, 5)).toBe('2 / 5');
  });
  it('when the index is out of range, then the counter shows the clamped position', () => {
    expect(counterLabel(7, 5)).toBe('5 / 5');
  });
});
