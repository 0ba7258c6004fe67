import { describe, expect, it } from 'vitest';
import { EXCLUSIVE_DEALS_LIMIT, HOME_TOURS_LIMIT } from './constants';
import { exclusiveDeals, featuredPackages, homePageTours, homeTourList } from './home-selection';

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

  it('when the catalogue has many exclusive tours, then the carousel shows the first dozen and the list may show the rest', () => {
    const many = Array.from({ length: 40 }, (_, i) => tour(`x${i}`, { e: true }));
    expect(ids(exclusiveDeals(many))).toEqual(ids(many.slice(0, EXCLUSIVE_DEALS_LIMIT)));
    expect(ids(homeTourList(many))).toEqual(ids(many.slice(EXCLUSIVE_DEALS_LIMIT, EXCLUSIVE_DEALS_LIMIT + HOME_TOURS_LIMIT)));
    expect(homePageTours(many)).toHaveLength(EXCLUSIVE_DEALS_LIMIT + HOME_TOURS_LIMIT);
  });

  it('when too few tours are left for the list, then it is filled up with the others, in catalogue order', () => {
    expect(ids(homeTourList([tour('a', { f: true }), tour('b', { e: true }), tour('c')]))).toEqual(['c', 'a', 'b']);
  });

  it('when the home page gets only the tours it shows, then every section comes out as from the whole catalogue', () => {
    // A larger catalogue: every fifth tour featured, every seventh exclusive, in API order.
    const many = Array.from({ length: 60 }, (_, i) => tour(`t${i}`, { f: i % 5 === 0, e: i % 7 === 0 }));
    for (const all of [catalogue, many, [tour('a', { f: true }), tour('b', { e: true }), tour('c')], [tour('a', { f: true, e: true })]]) {
      const shown = homePageTours(all);
      expect(shown.length).toBeLessThanOrEqual(all.length);
      expect(ids(featuredPackages(shown))).toEqual(ids(featuredPackages(all)));
      expect(ids(exclusiveDeals(shown))).toEqual(ids(exclusiveDeals(all)));
      expect(ids(homeTourList(shown))).toEqual(ids(homeTourList(all)));
    }
    expect(homePageTours(many).length).toBeLessThan(30);
  });
});
