import { describe, expect, it } from 'vitest';
import { clampIndex, isInView, positionCount, visibleCountFor, wrapNext, wrapPrevious, type CarouselBreakpoints } from './carousel-index';

const partners: CarouselBreakpoints = {
  steps: [
    { below: 480, count: 1 },
    { below: 640, count: 2 },
    { below: 1024, count: 4 },
  ],
  otherwise: 5,
};
const threeUp: CarouselBreakpoints = {
  steps: [
    { below: 640, count: 1 },
    { below: 1024, count: 2 },
  ],
  otherwise: 3,
};

describe('visibleCountFor', () => {
  it('when the window is under 480, 640 or 1024 px or wider, then partners show 1, 2, 4 or 5', () => {
    expect([320, 479, 480, 639, 640, 1023, 1024, 1920].map((width) => visibleCountFor(width, partners))).toEqual([
      1, 1, 2, 2, 4, 4, 5, 5,
    ]);
  });

  it('when the window is under 640 or 1024 px or wider, then reviews and deals show 1, 2 or 3', () => {
    expect([390, 639, 640, 1023, 1024, 1366].map((width) => visibleCountFor(width, threeUp))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('when a breakpoint table asks for 0 items, then at least 1 still shows', () => {
    expect(visibleCountFor(100, { steps: [{ below: 200, count: 0 }], otherwise: 0 })).toBe(1);
    expect(visibleCountFor(300, { steps: [], otherwise: 0 })).toBe(1);
  });
});

describe('positionCount', () => {
  it('when 8 partners show 5 at a time, then there are 4 positions (count − visible + 1)', () => {
    expect(positionCount(8, 5)).toBe(4);
    expect(positionCount(8, 4)).toBe(5);
    expect(positionCount(8, 1)).toBe(8);
  });

  it('when everything fits, or there is nothing, then there is a single position', () => {
    expect(positionCount(3, 3)).toBe(1);
    expect(positionCount(2, 3)).toBe(1);
    expect(positionCount(0, 3)).toBe(1);
  });
});

describe('wrapNext and wrapPrevious', () => {
  it('when moving next from the last position, then it wraps to the first', () => {
    expect(wrapNext(2, 4)).toBe(3);
    expect(wrapNext(3, 4)).toBe(0);
  });

  it('when moving back from the first position, then it wraps to the last', () => {
    expect(wrapPrevious(1, 4)).toBe(0);
    expect(wrapPrevious(0, 4)).toBe(3);
  });

  it('when there is a single position, then next and previous stay on it', () => {
    expect(wrapNext(0, 1)).toBe(0);
    expect(wrapPrevious(0, 1)).toBe(0);
  });

  it('when the index is already out of range (the window grew), then moving starts from the clamped index', () => {
    expect(wrapNext(7, 4)).toBe(0);
    expect(wrapPrevious(7, 4)).toBe(2);
  });
});

describe('clampIndex', () => {
  it('when the window widens from 1 to 5 partners per view at index 7, then the index is clamped to the last of 4 positions', () => {
    const before = positionCount(8, visibleCountFor(400, partners));
    const after = positionCount(8, visibleCountFor(1300, partners));
    expect(before).toBe(8);
    expect(clampIndex(7, after)).toBe(3);
  });

  it('when the list shrinks so that everything fits, then the index returns to 0', () => {
    expect(clampIndex(2, positionCount(3, 3))).toBe(0);
  });

  it('when the index is negative or not a number, then it becomes 0', () => {
    expect(clampIndex(-2, 4)).toBe(0);
    expect(clampIndex(Number.NaN, 4)).toBe(0);
  });
});

describe('isInView', () => {
  it('when the carousel starts at 2 and shows 3, then items 2, 3 and 4 are in view', () => {
    expect([0, 1, 2, 3, 4, 5].filter((item) => isInView(item, 2, 3))).toEqual([2, 3, 4]);
  });
});
