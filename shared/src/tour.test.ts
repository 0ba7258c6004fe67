import { describe, expect, it } from 'vitest';
import { resolvePrice } from './tour';
import { isTruthyFlag, looseTourSchema, toList } from './tour-loose';

describe('isTruthyFlag', () => {
  it("when the value is true, 'true', 1 or '1', then it counts as true", () => {
    for (const value of [true, 'true', 1, '1']) expect(isTruthyFlag(value)).toBe(true);
  });
  it('when the value is anything else, then it is false', () => {
    for (const value of [false, 'false', 0, '0', 'yes', 2, null, undefined, 'TRUE']) expect(isTruthyFlag(value)).toBe(false);
  });
});

describe('toList', () => {
  it('when given a comma string, then it is split, trimmed and blanks dropped', () => {
    expect(toList(' Game drives, ,Balloon safari ,')).toEqual(['Game drives', 'Balloon safari']);
  });
  it('when given an array, then items are trimmed and blanks dropped', () => {
    expect(toList([' a ', '', 'b'])).toEqual(['a', 'b']);
  });
  it('when given nothing usable, then the list is empty', () => {
    expect(toList(undefined)).toEqual([]);
    expect(toList({})).toEqual([]);
  });
});

describe('resolvePrice', () => {
  it('when the price is present, then it wins over pricing', () => {
    expect(resolvePrice(1200, { Budget: 800 })).toBe(1200);
  });
  it('when the price is absent, then the first available tier becomes the price', () => {
    expect(resolvePrice(undefined, { 'Mid-range': 1500, Luxury: 3000 })).toBe(1500);
    expect(resolvePrice(null, { Budget: 650, Luxury: 3000 })).toBe(650);
  });
  it('when neither is available, then there is no price', () => {
    expect(resolvePrice(undefined, {})).toBeNull();
  });
});

describe('looseTourSchema', () => {
  it('when a tour arrives in the loose legacy shape, then it is normalised', () => {
    const tour = looseTourSchema.parse({
      _id: 'abc',
      name: 'Mara',
      duration: '4',
      pricing: { Luxury: 2400 },
      image_url: 'mara.webp',
      highlights: 'Big cats, Balloon',
      inclusions: ['Park fees', ' '],
      isFeatured: '1',
      isExclusive: 'false',
      isPopular: 1,
      rating: '4.8',
      itinerary: [{ period: 'Day 1', activity: 'Arrive' }, { period: '', activity: '' }],
    });
    expect(tour).toMatchObject({
      id: 'abc',
      slug: 'abc',
      duration: 4,
      price: 2400,
      image: 'mara.webp',
      highlights: ['Big cats', 'Balloon'],
      inclusions: ['Park fees'],
      isFeatured: true,
      isExclusive: false,
      isPopular: true,
      isPublished: true,
      rating: 4.8,
      itinerary: [{ period: 'Day 1', activity: 'Arrive' }],
    });
  });
});
