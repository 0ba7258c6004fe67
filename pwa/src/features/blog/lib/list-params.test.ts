import { describe, expect, it } from 'vitest';
import { pageWindow } from './list-params';

describe('pageWindow', () => {
  it('when there are few pages, then all are shown', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('when there are many pages, then the ends and the neighbours of the current page are shown', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});
