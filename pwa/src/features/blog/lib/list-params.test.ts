import { describe, expect, it } from 'vitest';
import { pageWindow, readListParams, writeListParams } from './list-params';

describe('readListParams', () => {
  it('when the URL holds filters, then they are read trimmed', () => {
    expect(readListParams(new URLSearchParams('q=%20mara%20&category=Travel+Tips&page=3'))).toEqual({ q: 'mara', category: 'Travel Tips', page: 3 });
  });
  it('when the URL holds an unknown category or a bad page, then the defaults are used', () => {
    expect(readListParams(new URLSearchParams('category=Beaches&page=-2'))).toEqual({ q: '', category: null, page: 1 });
    expect(readListParams(new URLSearchParams('page=1.5'))).toEqual({ q: '', category: null, page: 1 });
  });
});

describe('writeListParams', () => {
  it('when filters are at their defaults, then they are left out of the URL', () => {
    expect(writeListParams({ q: '  ', category: null, page: 1 }).toString()).toBe('');
    expect(writeListParams({ q: 'big cats', category: 'Safari Experiences', page: 2 }).toString()).toBe('q=big+cats&category=Safari+Experiences&page=2');
  });
});

describe('pageWindow', () => {
  it('when there are few pages, then all are shown', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('when there are many pages, then the ends and the neighbours of the current page are shown', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
  });
});
