import type { Tour } from '@safari/shared/tour';
import { describe, expect, it } from 'vitest';
import { sortTours } from './get-tours';

const base = { rating: 4, isFeatured: false, isExclusive: false, isPopular: false } as const;
const tour = (id: string, fields: Partial<Tour>) => ({ ...base, id, name: id, ...fields }) as Tour;

describe('sortTours', () => {
  it('when tours are sorted for the catalogue, then the API order holds: featured weights, then rating, then name', () => {
    const tours = [
      tour('zebra', { isPopular: true }),
      tour('amboseli', { rating: 4.9 }),
      tour('mara', { isFeatured: true }),
      tour('serengeti', { isExclusive: true, isPopular: true }),
      tour('bush', { rating: 4.9 }),
    ];
    expect(sortTours([...tours]).map((item) => item.id)).toEqual(['mara', 'serengeti', 'zebra', 'amboseli', 'bush']);
  });

  it('when names differ only in case or carry numbers, then the collator decides (case ignored, 2 before 10), then the id', () => {
    const tours = [tour('c', { name: 'Day 10 Safari' }), tour('b', { name: 'mara camp' }), tour('a', { name: 'Mara Camp' }), tour('d', { name: 'Day 2 Safari' })];
    expect(sortTours([...tours]).map((item) => item.id)).toEqual(['d', 'c', 'a', 'b']);
    // Sorted again with the same names (the ranks are kept): the same order.
    expect(sortTours([...tours].reverse()).map((item) => item.id)).toEqual(['d', 'c', 'a', 'b']);
    // A new name joins the ranks.
    expect(sortTours([...tours, tour('e', { name: 'Amboseli' })]).map((item) => item.id)).toEqual(['e', 'd', 'c', 'a', 'b']);
  });
});
