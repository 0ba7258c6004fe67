import { describe, expect, it } from 'vitest';
import { exclusiveDeals, featuredPackages, homeTourList } from './home-selection';

const tour = (id: string, flags: { f?: boolean; e?: boolean } = {}) => ({ id, isFeatured: !!flags.f, isExclusive: !!flags.e });
const ids = (tours: { id: string }[]) => tours.map((item) => item.id);

describe('home tour sections', () => {
  // Catalogue order: featured and exclusive first, as the API sends it.
  const catalogue = [tour('a', { f: true, e: true }), tour('b', { f: true }), tour('c', { f: true }), tour('d', { e: true }), tour('e', { e: true }), tour('f'), tour('g'), tour('h'), tour('i'), tour('j')];

  it('when the catalogue has enough tours, then the three sections share none', () => {
    const featured = ids(featuredPackages(catalogue));
    const exclusive = ids(exclusiveDeals(catalogue));
    const list = ids(homeTourList(catalogue));
    expect(featured).toEqual(['a', 'b', 'c']);
    expect(exclusive).toEqual(['d', 'e']);
    expect(list).toEqual(['f', 'g', 'h', 'i']);
    expect(new Set([...featured, ...exclusive, ...list]).size).toBe(featured.length + exclusive.length + list.length);
  });

  it('when every exclusive tour is also featured, then the carousel still shows them rather than nothing', () => {
    expect(ids(exclusiveDeals([tour('a', { f: true, e: true }), tour('b')]))).toEqual(['a']);
  });

  it('when too few tours are left for the list, then it is filled up with the others, in catalogue order', () => {
    expect(ids(homeTourList([tour('a', { f: true }), tour('b', { e: true }), tour('c')]))).toEqual(['c', 'a', 'b']);
  });
});
