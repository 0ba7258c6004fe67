// Parsed by hand, not with zod: the tours list parses its URL on first load, and even zod/mini
// brings the zod core into the route for a few optional values.
import {
  ACTIVITY_MATCH_DEPTH,
  DURATION_MEDIUM_MAX,
  DURATION_SHORT_MAX,
  FEATURED_SORT_WEIGHTS,
  PRICE_LOW_MAX,
  PRICE_MID_MAX,
} from './constants';
import {
  DURATION_BANDS,
  PRICE_BANDS,
  TOUR_ACTIVITIES,
  TOUR_LOCATIONS,
  TOUR_SORTS,
  TOUR_TAGS,
  type DurationBand,
  type PriceBand,
  type TourSort,
} from './enums';
import { isIsoDate } from './iso-date';
import { compareNameKeys, compareNames, formatDate, formatUsd, nameKey } from './format';
import type { Tour } from './tour';

/** Longest free-text search kept from the URL; anything beyond is cut off. */
export const TOUR_SEARCH_MAX = 100;
/** Longest location kept from the URL: locations come from the catalogue, so any short text is allowed. */
export const TOUR_LOCATION_MAX = 80;

/** A value of a fixed list, or nothing when absent or not one of the choices. */
function choice<const T extends readonly string[]>(values: T, value: unknown): T[number] | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T[number]) : undefined;
}

/** Filters of the tours list: every one optional; the sort always set. */
export interface TourFilters {
  q?: string;
  /** One of the spec's locations (Serengeti, Masai Mara, Amboseli) or another place found in the catalogue. */
  location?: string;
  duration?: DurationBand;
  price?: PriceBand;
  activity?: (typeof TOUR_ACTIVITIES)[number];
  tag?: (typeof TOUR_TAGS)[number];
  /** 'Departing between': a tour with an open departure with seats left on or after this day (YYYY-MM-DD)… */
  departFrom?: string;
  /** …and on or before this one (YYYY-MM-DD). */
  departTo?: string;
  sort: TourSort;
}

/** A calendar date (YYYY-MM-DD) from a URL or a form, or nothing. */
function isoDay(value: unknown): string | undefined {
  const day = typeof value === 'string' ? value.trim() : '';
  return isIsoDate(day) ? day : undefined;
}

/**
 * Filters of the tours list (public spec, sections 2 and 9). Every field is optional except the
 * sort; a value that is not one of the choices is dropped rather than rejected, because it comes
 * from a URL anybody can edit. The search is trimmed; an empty or over-long one is dropped.
 */
export const tourFiltersSchema = {
  parse(input: unknown): TourFilters {
    const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const q = typeof raw.q === 'string' ? raw.q.trim() : '';
    const filters: TourFilters = { sort: choice(TOUR_SORTS, raw.sort) ?? 'featured' };
    if (q.length >= 1 && q.length <= TOUR_SEARCH_MAX) filters.q = q;
    const location = typeof raw.location === 'string' ? raw.location.trim() : '';
    if (location.length >= 1 && location.length <= TOUR_LOCATION_MAX) filters.location = location;
    const duration = choice(DURATION_BANDS, raw.duration);
    if (duration) filters.duration = duration;
    const price = choice(PRICE_BANDS, raw.price);
    if (price) filters.price = price;
    const activity = choice(TOUR_ACTIVITIES, raw.activity);
    if (activity) filters.activity = activity;
    const tag = choice(TOUR_TAGS, raw.tag);
    if (tag) filters.tag = tag;
    const from = isoDay(raw.departFrom);
    const to = isoDay(raw.departTo);
    // A range typed back to front means the same days.
    const swap = from !== undefined && to !== undefined && from > to;
    if (from) filters[swap ? 'departTo' : 'departFrom'] = from;
    if (to) filters[swap ? 'departFrom' : 'departTo'] = to;
    return filters;
  },
};
/** The filters that narrow the list (everything but the sort). */
export type TourFilterKey = Exclude<keyof TourFilters, 'sort'>;

/** No filter and the default sort. */
export const EMPTY_TOUR_FILTERS: TourFilters = Object.freeze({ sort: 'featured' });

/** URL order of the query parameters; each parameter is named like its filter. */
export const TOUR_FILTER_KEYS = ['q', 'tag', 'location', 'duration', 'price', 'activity', 'departFrom', 'departTo'] as const satisfies readonly TourFilterKey[];

export const TOUR_LOCATION_LABELS: Record<(typeof TOUR_LOCATIONS)[number], string> = {
  Serengeti: 'Serengeti',
  'Masai Mara': 'Masai Mara',
  Amboseli: 'Amboseli',
};
export const DURATION_BAND_LABELS: Record<DurationBand, string> = {
  short: `Up to ${DURATION_SHORT_MAX} days`,
  medium: `${DURATION_SHORT_MAX + 1}–${DURATION_MEDIUM_MAX} days`,
  long: `${DURATION_MEDIUM_MAX + 1}+ days`,
};
export const PRICE_BAND_LABELS: Record<PriceBand, string> = {
  low: `Under ${formatUsd(PRICE_LOW_MAX)}`,
  mid: `${formatUsd(PRICE_LOW_MAX)}–${formatUsd(PRICE_MID_MAX)}`,
  high: `Over ${formatUsd(PRICE_MID_MAX)}`,
};
export const TOUR_ACTIVITY_LABELS: Record<(typeof TOUR_ACTIVITIES)[number], string> = {
  wildlife: 'Wildlife',
  hiking: 'Hiking',
  cultural: 'Cultural',
  photography: 'Photography',
};
export const TOUR_TAG_LABELS: Record<(typeof TOUR_TAGS)[number], string> = {
  wildlife: 'Wildlife',
  luxury: 'Luxury',
  family: 'Family',
};
export const TOUR_SORT_LABELS: Record<TourSort, string> = {
  featured: 'Featured',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  duration_asc: 'Duration: shortest first',
  duration_desc: 'Duration: longest first',
};

/** The label of a location filter: the spec's own label, else the place as the catalogue spells it. */
function locationLabel(location: string): string {
  return (TOUR_LOCATION_LABELS as Record<string, string | undefined>)[location] ?? location;
}

/**
 * The choices of the location filter: the spec's locations first, in their order, then every
 * other place of the catalogue that none of them already covers ('Masai Mara, Kenya' is covered
 * by 'Masai Mara'), by name.
 */
export function tourLocationOptions(tours: readonly Pick<Tour, 'location'>[]): string[] {
  const spec: readonly string[] = TOUR_LOCATIONS;
  const others = new Map<string, string>();
  for (const { location } of tours) {
    const place = location.trim();
    if (place === '' || spec.some((known) => matchesLocation({ location: place }, known))) continue;
    if (!others.has(place.toLowerCase())) others.set(place.toLowerCase(), place);
  }
  return [...spec, ...[...others.values()].sort((a, b) => compareNames(a, b))];
}

/** The choice that equals `raw` ignoring case ('masai mara' → 'Masai Mara'), else `raw` itself. */
function canonical(values: readonly string[], raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? raw;
}

/** Normalises filters typed into the form or built in code: trims the search, drops unknown values. */
export function normalizeTourFilters(filters: Partial<Record<keyof TourFilters, unknown>>): TourFilters {
  const q = typeof filters.q === 'string' ? filters.q.trim().slice(0, TOUR_SEARCH_MAX) : undefined;
  return tourFiltersSchema.parse({ ...filters, q });
}

/** The filters held in a URL query (`/tours?q=mara&tag=wildlife&duration=short&sort=price_asc`). */
export function parseTourFilters(params: URLSearchParams): TourFilters {
  return normalizeTourFilters({
    q: params.get('q') ?? undefined,
    location: canonical(TOUR_LOCATIONS, params.get('location')),
    duration: canonical(DURATION_BANDS, params.get('duration')),
    price: canonical(PRICE_BANDS, params.get('price')),
    activity: canonical(TOUR_ACTIVITIES, params.get('activity')),
    tag: canonical(TOUR_TAGS, params.get('tag')),
    departFrom: params.get('departFrom') ?? undefined,
    departTo: params.get('departTo') ?? undefined,
    sort: canonical(TOUR_SORTS, params.get('sort')),
  });
}

/** The URL query of the filters, without '?': '' for no filters; the default sort is left out. */
export function tourFiltersToSearch(filters: TourFilters): string {
  const clean = normalizeTourFilters(filters);
  const params = new URLSearchParams();
  for (const key of TOUR_FILTER_KEYS) {
    const value = clean[key];
    if (value !== undefined) params.set(key, value);
  }
  if (clean.sort !== 'featured') params.set('sort', clean.sort);
  return params.toString();
}

/** How many filters narrow the list (the sort is not a filter). */
export function countActiveTourFilters(filters: TourFilters): number {
  return TOUR_FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}

/** The filters without one of them. */
export function removeTourFilter(filters: TourFilters, key: TourFilterKey): TourFilters {
  return { ...filters, [key]: undefined };
}

export interface ActiveTourFilter {
  key: TourFilterKey;
  /** Short text of a removable chip: 'Location: Masai Mara'. */
  label: string;
}

/** The active filters in URL order, each with the label of its chip. */
export function activeTourFilters(filters: TourFilters): ActiveTourFilter[] {
  const chips: ActiveTourFilter[] = [];
  if (filters.q !== undefined) chips.push({ key: 'q', label: `Search: “${filters.q}”` });
  if (filters.tag !== undefined) chips.push({ key: 'tag', label: `Tag: ${TOUR_TAG_LABELS[filters.tag]}` });
  if (filters.location !== undefined) chips.push({ key: 'location', label: `Location: ${locationLabel(filters.location)}` });
  if (filters.duration !== undefined) chips.push({ key: 'duration', label: `Duration: ${DURATION_BAND_LABELS[filters.duration]}` });
  if (filters.price !== undefined) chips.push({ key: 'price', label: `Price: ${PRICE_BAND_LABELS[filters.price]}` });
  if (filters.activity !== undefined) chips.push({ key: 'activity', label: `Activity: ${TOUR_ACTIVITY_LABELS[filters.activity]}` });
  if (filters.departFrom !== undefined) chips.push({ key: 'departFrom', label: `Departing from: ${formatDate(filters.departFrom)}` });
  if (filters.departTo !== undefined) chips.push({ key: 'departTo', label: `Departing until: ${formatDate(filters.departTo)}` });
  return chips;
}

/** low under $500, mid $500 to $1,000 (both included), high over $1,000; null without a usable price. */
export function priceBand(price: number | null | undefined): PriceBand | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (price < PRICE_LOW_MAX) return 'low';
  if (price <= PRICE_MID_MAX) return 'mid';
  return 'high';
}

/** short up to 3 days, medium 4 to 7, long 8 or more; null for a tour of flexible length. */
export function durationBand(days: number | null | undefined): DurationBand | null {
  if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0) return null;
  if (days <= DURATION_SHORT_MAX) return 'short';
  if (days <= DURATION_MEDIUM_MAX) return 'medium';
  return 'long';
}

type SearchableTour = Pick<Tour, 'name' | 'location' | 'description' | 'tags' | 'highlights' | 'itinerary'>;
type FilterableTour = SearchableTour & Pick<Tour, 'price' | 'duration'>;

/**
 * THE free-text search of the catalogue, the one predicate behind the tours list online, offline
 * (Dexie) and in the server-rendered first page: every word of the search appears (ignoring case)
 * in the name, location, description, tags, highlights or an itinerary activity. So 'balloon'
 * finds the tours whose highlights or days offer a balloon flight, and 'kenya' every tour whose
 * location names Kenya.
 */
export function matchesSearch(tour: SearchableTour, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter((word) => word !== '');
  // Joined with line breaks so a word never matches across two fields.
  const text = [tour.name, tour.location, tour.description, ...tour.tags, ...tour.highlights, ...tour.itinerary.map((day) => day.activity)]
    .join('\n')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The activity appears (ignoring case) in one of the first 3 tags or one of the first 3 highlights. */
export function matchesActivity(tour: Pick<Tour, 'tags' | 'highlights'>, activity: string): boolean {
  const wanted = activity.toLowerCase();
  return [...tour.tags.slice(0, ACTIVITY_MATCH_DEPTH), ...tour.highlights.slice(0, ACTIVITY_MATCH_DEPTH)].some((item) =>
    item.toLowerCase().includes(wanted),
  );
}

/** The tour carries the tag (ignoring case). */
export function hasTag(tour: Pick<Tour, 'tags'>, tag: string): boolean {
  const wanted = tag.toLowerCase();
  return tour.tags.some((item) => item.toLowerCase() === wanted);
}

/** The tour's location names the place (ignoring case): 'Masai Mara' matches 'Masai Mara, Kenya'. */
export function matchesLocation(tour: Pick<Tour, 'location'>, location: string): boolean {
  return tour.location.toLowerCase().includes(location.toLowerCase());
}

/** Whether the filters ask for departure dates (answered by the API: the tours carry no departures). */
export function hasDepartureFilter(filters: Pick<TourFilters, 'departFrom' | 'departTo'>): boolean {
  return filters.departFrom !== undefined || filters.departTo !== undefined;
}

/**
 * The tours that pass every active filter, in their original order. The departure dates count
 * when `departing` (the ids of the tours the API found for them) is given; without it (offline,
 * where the stored catalogue has no departures) they are left out.
 */
export function filterTours<T extends FilterableTour & Pick<Tour, 'id'>>(tours: readonly T[], filters: TourFilters, departing?: ReadonlySet<string>): T[] {
  const { q, location, duration, price, activity, tag } = filters;
  const byDate = departing && hasDepartureFilter(filters) ? departing : undefined;
  return tours.filter(
    (tour) =>
      (byDate === undefined || byDate.has(tour.id)) &&
      (q === undefined || matchesSearch(tour, q)) &&
      (location === undefined || matchesLocation(tour, location)) &&
      (duration === undefined || durationBand(tour.duration) === duration) &&
      (price === undefined || priceBand(tour.price) === price) &&
      (activity === undefined || matchesActivity(tour, activity)) &&
      (tag === undefined || hasTag(tour, tag)),
  );
}

type SortableTour = Pick<Tour, 'name' | 'rating' | 'price' | 'duration' | 'isFeatured' | 'isExclusive' | 'isPopular'>;


/** featured 3 + exclusive 2 + popular 1. */
export function featuredWeight(tour: Pick<Tour, 'isFeatured' | 'isExclusive' | 'isPopular'>): number {
  return (
    (tour.isFeatured ? FEATURED_SORT_WEIGHTS.isFeatured : 0) +
    (tour.isExclusive ? FEATURED_SORT_WEIGHTS.isExclusive : 0) +
    (tour.isPopular ? FEATURED_SORT_WEIGHTS.isPopular : 0)
  );
}

/** Compares an optional number; tours without one go last whatever the direction. */
function byOptional(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
}

type Compare = (a: SortableTour, b: SortableTour) => number;

function comparator(sort: TourSort, byName: Compare): Compare {
  switch (sort) {
    case 'featured':
      return (a, b) => featuredWeight(b) - featuredWeight(a) || b.rating - a.rating || byName(a, b);
    case 'price_asc':
      return (a, b) => byOptional(a.price, b.price, 1) || byName(a, b);
    case 'price_desc':
      return (a, b) => byOptional(a.price, b.price, -1) || byName(a, b);
    case 'duration_asc':
      return (a, b) => byOptional(a.duration, b.duration, 1) || byName(a, b);
    case 'duration_desc':
      return (a, b) => byOptional(a.duration, b.duration, -1) || byName(a, b);
  }
}

/**
 * A sorted copy (the input is left alone). 'featured' puts the heaviest flags first (featured 3,
 * exclusive 2, popular 1), then the best rated, then by name; price and duration sorts put tours
 * without a price or a fixed length last, and break ties by name. Equal tours keep their order.
 */
export function sortTours<T extends SortableTour>(tours: readonly T[], sort: TourSort): T[] {
  // Each name's key once per sort, not again at every comparison that ties on the other fields.
  const keys = new Map(tours.map((tour) => [tour.name, nameKey(tour.name)]));
  const keyOf = (tour: SortableTour) => keys.get(tour.name) ?? nameKey(tour.name);
  return [...tours].sort(comparator(sort, (a, b) => compareNameKeys(keyOf(a), keyOf(b))));
}

/** What the tours list shows: the tours passing the filters, in the chosen order (`departing`: see filterTours). */
export function applyTourFilters<T extends FilterableTour & SortableTour & Pick<Tour, 'id'>>(tours: readonly T[], filters: TourFilters, departing?: ReadonlySet<string>): T[] {
  return sortTours(filterTours(tours, filters, departing), filters.sort);
}
