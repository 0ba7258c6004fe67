import { describe, expect, it } from 'vitest';
import type { Tour } from './tour';
import {
  activeTourFilters,
  applyTourFilters,
  countActiveTourFilters,
  durationBand,
  EMPTY_TOUR_FILTERS,
  featuredWeight,
  filterTours,
  parseTourFilters,
  priceBand,
  removeTourFilter,
  sortTours,
  TOUR_SEARCH_MAX,
  tourFiltersSchema,
  tourFiltersToSearch,
  tourLocationOptions,
  type TourFilters,
} from './tour-filters';

let nextId = 0;
function tour(overrides: Partial<Tour> = {}): Tour {
  nextId += 1;
  return {
    id: `t${nextId}`,
    slug: `t${nextId}`,
    name: `Tour ${nextId}`,
    description: '',
    location: 'Kenya',
    duration: 5,
    price: 800,
    pricing: null,
    image: '',
    images: [],
    tags: [],
    highlights: [],
    inclusions: [],
    exclusions: [],
    itinerary: [],
    tourType: 'wildlife',
    rating: 4,
    isFeatured: false,
    isExclusive: false,
    isPopular: false,
    isPublished: true,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

const names = (tours: readonly Tour[]) => tours.map((item) => item.name);
const filters = (partial: Partial<TourFilters>): TourFilters => ({ sort: 'featured', ...partial });

describe('priceBand', () => {
  it('when the price is under $500, then it is low', () => {
    for (const price of [0, 1, 250, 499, 499.99]) expect(priceBand(price), String(price)).toBe('low');
  });
  it('when the price is from $500 to $1,000 inclusive, then it is mid', () => {
    for (const price of [500, 750, 999.99, 1000]) expect(priceBand(price), String(price)).toBe('mid');
  });
  it('when the price is over $1,000, then it is high', () => {
    for (const price of [1000.01, 1001, 4850]) expect(priceBand(price), String(price)).toBe('high');
  });
  it('when there is no usable price, then it has no band', () => {
    for (const price of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(priceBand(price)).toBeNull();
  });
});

describe('durationBand', () => {
  it('when the tour lasts up to 3 days, then it is short', () => {
    for (const days of [1, 2, 3]) expect(durationBand(days), String(days)).toBe('short');
  });
  it('when the tour lasts 4 to 7 days, then it is medium', () => {
    for (const days of [4, 5, 6, 7]) expect(durationBand(days), String(days)).toBe('medium');
  });
  it('when the tour lasts 8 days or more, then it is long', () => {
    for (const days of [8, 12, 30]) expect(durationBand(days), String(days)).toBe('long');
  });
  it('when the length is flexible or nonsense, then it has no band', () => {
    for (const days of [null, undefined, 0, -2, Number.NaN]) expect(durationBand(days)).toBeNull();
  });
});

describe('parseTourFilters', () => {
  it('when the URL has no query, then there is no filter and the sort is featured', () => {
    expect(parseTourFilters(new URLSearchParams())).toEqual(EMPTY_TOUR_FILTERS);
  });

  it('when every parameter holds a valid choice, then each becomes its filter', () => {
    const parsed = parseTourFilters(
      new URLSearchParams('q=mara&tag=wildlife&location=Masai+Mara&duration=medium&price=high&activity=hiking&sort=price_desc'),
    );
    expect(parsed).toEqual({
      q: 'mara',
      tag: 'wildlife',
      location: 'Masai Mara',
      duration: 'medium',
      price: 'high',
      activity: 'hiking',
      sort: 'price_desc',
    });
  });

  it('when choices differ only in case, then they are matched to the listed spelling', () => {
    const parsed = parseTourFilters(new URLSearchParams('tag=WILDLIFE&location=masai%20mara&duration=Short&activity=Photography&sort=PRICE_ASC'));
    expect(parsed).toMatchObject({ tag: 'wildlife', location: 'Masai Mara', duration: 'short', activity: 'photography', sort: 'price_asc' });
  });

  it('when a parameter is not one of the choices, then only that filter is dropped', () => {
    const parsed = parseTourFilters(new URLSearchParams('q=lion&tag=beach&duration=forever&price=free&activity=surfing&sort=random'));
    expect(parsed).toEqual({ q: 'lion', sort: 'featured' });
  });

  it('when the location is a place outside the spec list, then it is kept as typed (the catalogue has more places), unless too long', () => {
    expect(parseTourFilters(new URLSearchParams('location=%20Samburu%20')).location).toBe('Samburu');
    expect(parseTourFilters(new URLSearchParams(`location=${'x'.repeat(81)}`)).location).toBeUndefined();
    expect(activeTourFilters(parseTourFilters(new URLSearchParams('location=Lamu')))).toEqual([{ key: 'location', label: 'Location: Lamu' }]);
  });

  it('when the search has spaces around it, then it is trimmed; when it is blank, then there is no search', () => {
    expect(parseTourFilters(new URLSearchParams('q=%20%20Masai%20Mara%20')).q).toBe('Masai Mara');
    expect(parseTourFilters(new URLSearchParams('q=%20%20%20')).q).toBeUndefined();
    expect(parseTourFilters(new URLSearchParams('q=')).q).toBeUndefined();
  });

  it('when the search is longer than the limit, then it is cut to the limit', () => {
    const long = 'a'.repeat(TOUR_SEARCH_MAX + 50);
    expect(parseTourFilters(new URLSearchParams({ q: long })).q).toBe('a'.repeat(TOUR_SEARCH_MAX));
  });

  it('when a parameter is repeated, then the first one counts', () => {
    expect(parseTourFilters(new URLSearchParams('tag=luxury&tag=family')).tag).toBe('luxury');
  });
});

describe('tourFiltersToSearch', () => {
  it('when there is no filter and the sort is featured, then the query is empty', () => {
    expect(tourFiltersToSearch(EMPTY_TOUR_FILTERS)).toBe('');
  });

  it('when filters are set, then they are written in a fixed order and the default sort is left out', () => {
    expect(tourFiltersToSearch(filters({ activity: 'cultural', q: 'big five', location: 'Amboseli', tag: 'family' }))).toBe(
      'q=big+five&tag=family&location=Amboseli&activity=cultural',
    );
    expect(tourFiltersToSearch(filters({ price: 'low', sort: 'duration_asc' }))).toBe('price=low&sort=duration_asc');
  });

  it('when the search typed in the form has spaces around it or is blank, then it is trimmed or left out', () => {
    expect(tourFiltersToSearch(filters({ q: '  elephants  ' }))).toBe('q=elephants');
    expect(tourFiltersToSearch(filters({ q: '   ' }))).toBe('');
  });

  it('when the query is parsed back, then the same filters come out (shareable URL)', () => {
    const original = filters({ q: 'Mara & more', tag: 'luxury', location: 'Serengeti', duration: 'long', price: 'mid', activity: 'wildlife', sort: 'duration_desc' });
    expect(parseTourFilters(new URLSearchParams(tourFiltersToSearch(original)))).toEqual(original);
  });
});

describe('departure dates', () => {
  it('when the URL has a departure range, then it is kept, written back and shown as two chips', () => {
    const parsed = parseTourFilters(new URLSearchParams('departFrom=2027-06-01&departTo=2027-06-30'));
    expect(parsed).toEqual({ departFrom: '2027-06-01', departTo: '2027-06-30', sort: 'featured' });
    expect(tourFiltersToSearch(parsed)).toBe('departFrom=2027-06-01&departTo=2027-06-30');
    expect(activeTourFilters(parsed).map((chip) => chip.label)).toEqual(['Departing from: 1 Jun 2027', 'Departing until: 30 Jun 2027']);
    expect(countActiveTourFilters(parsed)).toBe(2);
  });

  it('when a date is not a calendar day or the range is back to front, then it is dropped or turned round', () => {
    expect(parseTourFilters(new URLSearchParams('departFrom=2027-02-30&departTo=soon'))).toEqual({ sort: 'featured' });
    expect(parseTourFilters(new URLSearchParams('departFrom=2027-07-10&departTo=2027-07-01'))).toMatchObject({ departFrom: '2027-07-01', departTo: '2027-07-10' });
    expect(parseTourFilters(new URLSearchParams('departTo=2027-07-01'))).toEqual({ departTo: '2027-07-01', sort: 'featured' });
  });

  it('when the ids of the tours departing then are known, then only those pass; unknown (offline), the dates are left out', () => {
    const a = tour({ id: 'a', name: 'A' });
    const b = tour({ id: 'b', name: 'B' });
    const dated = filters({ departFrom: '2027-06-01' });
    expect(names(filterTours([a, b], dated, new Set(['b'])))).toEqual(['B']);
    expect(names(filterTours([a, b], dated))).toEqual(['A', 'B']);
    expect(names(filterTours([a, b], filters({}), new Set(['b'])))).toEqual(['A', 'B']);
  });
});

describe('tourFiltersSchema', () => {
  it('when given values outside the lists, then they are dropped and the sort falls back to featured', () => {
    expect(tourFiltersSchema.parse({ location: 5, price: 5, sort: 'cheapest' })).toEqual({ sort: 'featured' });
  });
  it('when the sort is missing, then it defaults to featured', () => {
    expect(tourFiltersSchema.parse({ tag: 'family' })).toEqual({ tag: 'family', sort: 'featured' });
  });
});

describe('active filters', () => {
  const all = filters({ q: 'mara', tag: 'wildlife', location: 'Masai Mara', duration: 'medium', price: 'mid', activity: 'hiking', sort: 'price_asc' });

  it('when filters are set, then each gets a chip label and the sort is not counted', () => {
    expect(countActiveTourFilters(all)).toBe(6);
    expect(activeTourFilters(all)).toEqual([
      { key: 'q', label: 'Search: “mara”' },
      { key: 'tag', label: 'Tag: Wildlife' },
      { key: 'location', label: 'Location: Masai Mara' },
      { key: 'duration', label: 'Duration: 4–7 days' },
      { key: 'price', label: 'Price: $500–$1,000' },
      { key: 'activity', label: 'Activity: Hiking' },
    ]);
    expect(activeTourFilters(filters({ duration: 'short', price: 'low' })).map((chip) => chip.label)).toEqual([
      'Duration: Up to 3 days',
      'Price: Under $500',
    ]);
    expect(activeTourFilters(filters({ duration: 'long', price: 'high' })).map((chip) => chip.label)).toEqual([
      'Duration: 8+ days',
      'Price: Over $1,000',
    ]);
  });

  it('when nothing but the sort is set, then there is no chip', () => {
    expect(countActiveTourFilters(filters({ sort: 'price_desc' }))).toBe(0);
    expect(activeTourFilters(filters({ sort: 'price_desc' }))).toEqual([]);
  });

  it('when one filter is removed, then only that one goes and the original is unchanged', () => {
    const next = removeTourFilter(all, 'location');
    expect(next).toEqual({ q: 'mara', tag: 'wildlife', duration: 'medium', price: 'mid', activity: 'hiking', sort: 'price_asc' });
    expect(all.location).toBe('Masai Mara');
  });
});

describe('filterTours', () => {
  it('when there is no filter, then every tour stays in its order', () => {
    const tours = [tour(), tour(), tour()];
    expect(filterTours(tours, EMPTY_TOUR_FILTERS)).toEqual(tours);
  });

  describe('search', () => {
    const mara = tour({ name: 'Great Migration', location: 'Masai Mara', description: 'River crossings', tags: ['wildlife'] });
    const amboseli = tour({ name: 'Elephants of Amboseli', location: 'Amboseli', description: 'Kilimanjaro views', tags: ['photography'] });

    it('when the search is in the name, location, description or a tag, then the tour matches, ignoring case', () => {
      expect(names(filterTours([mara, amboseli], filters({ q: 'MIGRATION' })))).toEqual(['Great Migration']);
      expect(names(filterTours([mara, amboseli], filters({ q: 'masai' })))).toEqual(['Great Migration']);
      expect(names(filterTours([mara, amboseli], filters({ q: 'kilimanjaro' })))).toEqual(['Elephants of Amboseli']);
      expect(names(filterTours([mara, amboseli], filters({ q: 'Photography' })))).toEqual(['Elephants of Amboseli']);
    });

    it('when the search has several words, then every word must appear, in any field and any order', () => {
      expect(names(filterTours([mara, amboseli], filters({ q: 'mara crossings' })))).toEqual(['Great Migration']);
      expect(names(filterTours([mara, amboseli], filters({ q: '  crossings   MARA ' })))).toEqual(['Great Migration']);
      expect(filterTours([mara, amboseli], filters({ q: 'mara elephants' }))).toEqual([]);
    });

    it('when a word would only match across two fields, then it does not match', () => {
      // name 'Great Migration' + location 'Masai Mara' must not join into 'migrationmasai'.
      expect(filterTours([mara], filters({ q: 'migrationmasai' }))).toEqual([]);
    });

    it('when the search is only in the highlights or an itinerary activity, then the tour matches', () => {
      const withHighlight = tour({ name: 'Highlight', highlights: ['Sunrise hot-air balloon flight'] });
      const withDay = tour({ name: 'Itinerary', itinerary: [{ period: 'Day 2', activity: 'Dawn BALLOON flight over the herds' }] });
      const without = tour({ name: 'None', inclusions: ['Balloon flight'], itinerary: [{ period: 'Balloon day', activity: 'Game drive' }] });
      // Inclusions and the period label are not searched: only what the tour does.
      expect(names(filterTours([withHighlight, withDay, without], filters({ q: 'balloon' })))).toEqual(['Highlight', 'Itinerary']);
    });
  });

  it('when tours have places outside the spec list, then the location choices add them after the spec ones, once each', () => {
    const tours = ['Masai Mara, Kenya', 'Samburu, Kenya', 'lamu', 'Samburu, Kenya', ' ', 'Amboseli', 'Bwindi, Uganda'].map((location) => tour({ location }));
    expect(tourLocationOptions(tours)).toEqual(['Serengeti', 'Masai Mara', 'Amboseli', 'Bwindi, Uganda', 'lamu', 'Samburu, Kenya']);
  });

  it('when a location is chosen, then only tours in that location are kept, ignoring case', () => {
    const tours = [tour({ name: 'A', location: 'Masai Mara' }), tour({ name: 'B', location: 'masai mara, Kenya' }), tour({ name: 'C', location: 'Serengeti' })];
    expect(names(filterTours(tours, filters({ location: 'Masai Mara' })))).toEqual(['A', 'B']);
    expect(names(filterTours(tours, filters({ location: 'Amboseli' })))).toEqual([]);
  });

  it('when a duration band is chosen, then tours of that length are kept and flexible tours are not', () => {
    const tours = [3, 4, 7, 8, null].map((duration) => tour({ name: `d${duration}`, duration }));
    expect(names(filterTours(tours, filters({ duration: 'short' })))).toEqual(['d3']);
    expect(names(filterTours(tours, filters({ duration: 'medium' })))).toEqual(['d4', 'd7']);
    expect(names(filterTours(tours, filters({ duration: 'long' })))).toEqual(['d8']);
  });

  it('when a price band is chosen, then tours of that price are kept and tours without a price are not', () => {
    const tours = [499, 500, 1000, 1001, null].map((price) => tour({ name: `p${price}`, price }));
    expect(names(filterTours(tours, filters({ price: 'low' })))).toEqual(['p499']);
    expect(names(filterTours(tours, filters({ price: 'mid' })))).toEqual(['p500', 'p1000']);
    expect(names(filterTours(tours, filters({ price: 'high' })))).toEqual(['p1001']);
  });

  describe('activity', () => {
    it('when the activity is one of the first 3 tags, ignoring case, then the tour matches', () => {
      const third = tour({ name: 'third', tags: ['beach', 'family', 'Hiking'] });
      expect(names(filterTours([third], filters({ activity: 'hiking' })))).toEqual(['third']);
    });
    it('when the activity is only the 4th tag, then the tour does not match', () => {
      const fourth = tour({ name: 'fourth', tags: ['beach', 'family', 'kids', 'hiking'] });
      expect(filterTours([fourth], filters({ activity: 'hiking' }))).toEqual([]);
    });
    it('when the activity appears in one of the first 3 highlights, then the tour matches', () => {
      const inHighlight = tour({ name: 'h', tags: ['beach'], highlights: ['Dhow sailing', 'Old town walk', 'Swahili cultural evening'] });
      expect(names(filterTours([inHighlight], filters({ activity: 'cultural' })))).toEqual(['h']);
    });
    it('when the activity appears only in the 4th highlight, then the tour does not match', () => {
      const late = tour({ name: 'late', tags: ['beach'], highlights: ['Dhow sailing', 'Old town walk', 'Snorkelling', 'Wildlife boat trip'] });
      expect(filterTours([late], filters({ activity: 'wildlife' }))).toEqual([]);
    });
  });

  it('when a tag is chosen, then tours carrying it anywhere in their tags are kept, ignoring case', () => {
    const tours = [tour({ name: 'A', tags: ['beach', 'relax', 'kids', 'Family'] }), tour({ name: 'B', tags: ['families'] }), tour({ name: 'C', tags: [] })];
    expect(names(filterTours(tours, filters({ tag: 'family' })))).toEqual(['A']);
  });

  it('when several filters are chosen, then a tour must pass all of them', () => {
    const tours = [
      tour({ name: 'match', location: 'Masai Mara', duration: 3, price: 420, tags: ['wildlife', 'budget'] }),
      tour({ name: 'too long', location: 'Masai Mara', duration: 6, price: 420, tags: ['wildlife'] }),
      tour({ name: 'too dear', location: 'Masai Mara', duration: 3, price: 4850, tags: ['wildlife'] }),
      tour({ name: 'elsewhere', location: 'Amboseli', duration: 3, price: 420, tags: ['wildlife'] }),
      tour({ name: 'no tag', location: 'Masai Mara', duration: 3, price: 420, tags: ['budget'] }),
    ];
    const chosen = filters({ location: 'Masai Mara', duration: 'short', price: 'low', tag: 'wildlife', activity: 'wildlife', q: 'mara' });
    expect(names(filterTours(tours, chosen))).toEqual(['match']);
  });
});

describe('sortTours', () => {
  it('when sorting by featured, then the weights featured 3, exclusive 2, popular 1 add up, the heaviest first', () => {
    const tours = [
      tour({ name: 'none' }),
      tour({ name: 'popular', isPopular: true }),
      tour({ name: 'exclusive', isExclusive: true }),
      tour({ name: 'exclusive+popular', isExclusive: true, isPopular: true }),
      tour({ name: 'featured', isFeatured: true }),
      tour({ name: 'all three', isFeatured: true, isExclusive: true, isPopular: true }),
    ];
    expect(tours.map(featuredWeight)).toEqual([0, 1, 2, 3, 3, 6]);
    // exclusive+popular (3) and featured (3) tie on weight and rating: by name.
    expect(names(sortTours(tours, 'featured'))).toEqual(['all three', 'exclusive+popular', 'featured', 'exclusive', 'popular', 'none']);
  });

  it('when featured weights tie, then the higher rating comes first, then the name', () => {
    const tours = [tour({ name: 'Beta', rating: 4.5 }), tour({ name: 'alpha', rating: 4.5 }), tour({ name: 'Gamma', rating: 4.9 })];
    expect(names(sortTours(tours, 'featured'))).toEqual(['Gamma', 'alpha', 'Beta']);
  });

  it('when two tours tie on every key, then they keep their order (stable)', () => {
    const first = tour({ name: 'Same', id: 'first' });
    const second = tour({ name: 'Same', id: 'second' });
    expect(sortTours([first, second], 'featured').map((item) => item.id)).toEqual(['first', 'second']);
    expect(sortTours([second, first], 'price_asc').map((item) => item.id)).toEqual(['second', 'first']);
  });

  it('when sorting by price, then cheaper or dearer comes first and tours without a price go last either way', () => {
    const tours = [tour({ name: 'none', price: null }), tour({ name: 'mid', price: 900 }), tour({ name: 'low', price: 420 }), tour({ name: 'high', price: 4850 })];
    expect(names(sortTours(tours, 'price_asc'))).toEqual(['low', 'mid', 'high', 'none']);
    expect(names(sortTours(tours, 'price_desc'))).toEqual(['high', 'mid', 'low', 'none']);
  });

  it('when sorting by duration, then shorter or longer comes first and flexible tours go last either way', () => {
    const tours = [tour({ name: 'flex', duration: null }), tour({ name: 'four', duration: 4 }), tour({ name: 'two', duration: 2 }), tour({ name: 'twelve', duration: 12 })];
    expect(names(sortTours(tours, 'duration_asc'))).toEqual(['two', 'four', 'twelve', 'flex']);
    expect(names(sortTours(tours, 'duration_desc'))).toEqual(['twelve', 'four', 'two', 'flex']);
  });

  it('when prices or durations tie, then the tours are ordered by name, numbers in natural order', () => {
    const tours = [tour({ name: 'Tour 10', price: 500, duration: 4 }), tour({ name: 'tour 9', price: 500, duration: 4 }), tour({ name: 'Acacia', price: 500, duration: 4 })];
    expect(names(sortTours(tours, 'price_desc'))).toEqual(['Acacia', 'tour 9', 'Tour 10']);
    expect(names(sortTours(tours, 'duration_asc'))).toEqual(['Acacia', 'tour 9', 'Tour 10']);
  });

  it('when sorting, then the given list is not changed', () => {
    const tours = [tour({ name: 'b', price: 2 }), tour({ name: 'a', price: 1 })];
    const before = [...tours];
    sortTours(tours, 'price_asc');
    expect(tours).toEqual(before);
  });
});

describe('applyTourFilters', () => {
  it('when filters and a sort are chosen, then the matching tours come back in that order', () => {
    const tours = [
      tour({ name: 'dear', location: 'Serengeti', price: 2380 }),
      tour({ name: 'other place', location: 'Amboseli', price: 100 }),
      tour({ name: 'cheap', location: 'Serengeti', price: 1200 }),
    ];
    expect(names(applyTourFilters(tours, filters({ location: 'Serengeti', sort: 'price_asc' })))).toEqual(['cheap', 'dear']);
  });
});
