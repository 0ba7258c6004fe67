import type { Tour } from '@safari/shared/tour';
import { describe, expect, it } from 'vitest';
import { compareTours } from './get-tours';

const base = { rating: 4, isFeatured: false, isExclusive: false, isPopular: false } as const;
const tour = (id: string, fields: Partial<Tour>) => ({ ...base, id, name: id, ...fields }) as Tour;

describe('compareTours', () => {
  it('when tours are sorted for the catalogue, then the API order holds: featured weights, then rating, then name', () => {
    const tours = [
      tour('zebra', { isPopular: true }),
      tour('amboseli', { rating: 4.9 }),
      tour('mara', { isFeatured: true }),
      tour('serengeti', { isExclusive: true, isPopular: true }),
      tour('bush', { rating: 4.9 }),
    ];
    expect([...tours].sort(compareTours).map((item) => item.id)).toEqual(['mara', 'serengeti', 'zebra', 'amboseli', 'bush']);
  });
});
