import { tourInputSchema, type AdminTour, type TourFormValues, type TourInput } from '@safari/shared/admin-tours';
import { PRICING_TIERS, type PricingTier } from '@safari/shared/enums';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_CANCELLATION_POLICY, DEFAULT_DEPOSIT_PERCENT, type CancellationBand, type Season } from '@safari/shared/money';
import { zodCheck, type CheckResult } from '../../../components/form/use-form';
import { withListMessages } from '../lib/form-kit';

/** A season as the form edits it: its days as day and month, a USD price or a percentage. */
export interface SeasonDraft {
  key: number;
  name: string;
  fromDay: string;
  /** '1'–'12'. */
  fromMonth: string;
  toDay: string;
  toMonth: string;
  kind: 'price' | 'percent';
  value: string;
}

/** A band of the cancellation policy as typed. */
export interface BandDraft {
  key: number;
  daysBefore: string;
  percent: string;
}

/** What the Add / Edit Tour form edits; lists as text (one item per line), numbers as typed. */
export interface TourDraft {
  name: string;
  tourType: string;
  location: string;
  price: string;
  duration: string;
  rating: string;
  description: string;
  tags: string;
  highlights: string;
  inclusions: string;
  exclusions: string;
  itinerary: { key: number; period: string; activity: string }[];
  isFeatured: boolean;
  isExclusive: boolean;
  isPopular: boolean;
  isPublished: boolean;
  image: string;
  images: string[];
  residentPriceKes: string;
  citizenPriceKes: string;
  depositPercent: string;
  balanceDueDays: string;
  seasons: SeasonDraft[];
  cancellationPolicy: BandDraft[];
  /** Price per tier in USD as typed; blank: the tier is not offered. */
  pricing: Record<PricingTier, string>;
}

const noTiers = (): Record<PricingTier, string> => ({ Budget: '', 'Mid-range': '', Luxury: '' });

let rowKey = 0;
export const newItineraryRow = (period = '', activity = '') => ({ key: ++rowKey, period, activity });

/** 'MM-DD' as day and month ('7', '10'); blanks for anything else. */
function dayAndMonth(monthDay: string): { day: string; month: string } {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  return match ? { day: String(Number(match[2])), month: String(Number(match[1])) } : { day: '', month: '' };
}

export function newSeasonRow(season?: Season): SeasonDraft {
  const from = dayAndMonth(season?.from ?? '');
  const to = dayAndMonth(season?.to ?? '');
  const percent = season?.percent !== undefined;
  return {
    key: ++rowKey,
    name: season?.name ?? '',
    fromDay: from.day,
    fromMonth: from.month,
    toDay: to.day,
    toMonth: to.month,
    kind: percent ? 'percent' : 'price',
    value: percent ? String(season?.percent) : season?.price !== undefined ? String(season.price) : '',
  };
}

export const newBandRow = (band?: CancellationBand): BandDraft => ({ key: ++rowKey, daysBefore: band ? String(band.daysBefore) : '', percent: band ? String(band.percent) : '' });

export function emptyDraft(): TourDraft {
  return {
    name: '',
    tourType: '',
    location: '',
    price: '',
    duration: '',
    rating: '',
    description: '',
    tags: '',
    highlights: '',
    inclusions: '',
    exclusions: '',
    itinerary: [newItineraryRow()],
    isFeatured: false,
    isExclusive: false,
    isPopular: false,
    isPublished: true,
    image: '',
    images: [],
    residentPriceKes: '',
    citizenPriceKes: '',
    depositPercent: String(DEFAULT_DEPOSIT_PERCENT),
    balanceDueDays: String(DEFAULT_BALANCE_DUE_DAYS),
    seasons: [],
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY.map(newBandRow),
    pricing: noTiers(),
  };
}

export function draftOf(tour: AdminTour): TourDraft {
  return {
    name: tour.name,
    tourType: tour.tourType,
    location: tour.location,
    price: tour.price === null ? '' : String(tour.price),
    duration: tour.duration === null ? '' : String(tour.duration),
    rating: String(tour.rating),
    description: tour.description,
    tags: tour.tags.join(', '),
    highlights: tour.highlights.join('\n'),
    inclusions: tour.inclusions.join('\n'),
    exclusions: tour.exclusions.join('\n'),
    itinerary: tour.itinerary.length > 0 ? tour.itinerary.map((row) => newItineraryRow(row.period, row.activity)) : [newItineraryRow()],
    isFeatured: tour.isFeatured,
    isExclusive: tour.isExclusive,
    isPopular: tour.isPopular,
    isPublished: tour.isPublished,
    image: tour.image,
    images: tour.images,
    residentPriceKes: typeof tour.residentPriceKes === 'number' ? String(tour.residentPriceKes) : '',
    citizenPriceKes: typeof tour.citizenPriceKes === 'number' ? String(tour.citizenPriceKes) : '',
    depositPercent: String(tour.depositPercent ?? DEFAULT_DEPOSIT_PERCENT),
    balanceDueDays: String(tour.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS),
    seasons: (tour.seasons ?? []).map(newSeasonRow),
    cancellationPolicy: (tour.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY).map(newBandRow),
    pricing: Object.fromEntries(PRICING_TIERS.map((tier) => [tier, typeof tour.pricing?.[tier] === 'number' ? String(tour.pricing[tier]) : ''])) as Record<PricingTier, string>,
  };
}

const lines = (text: string) => text.split('\n');
/** A number as typed: blank is undefined (the schema's default or message), anything else a number (NaN is refused). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** Blank is NaN, which the schema refuses (the form then says what is missing). */
const requiredNumber = (text: string) => numberOf(text) ?? Number.NaN;
const pad = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? text.trim().padStart(2, '0') : text.trim());
/** 'MM-DD' from day and month; a blank part leaves it unreadable, so the schema names it. */
const monthDayOf = (day: string, month: string) => (day.trim() === '' || month.trim() === '' ? '' : `${pad(month)}-${pad(day)}`);

function seasonOf(row: SeasonDraft): Season {
  const value = numberOf(row.value);
  return {
    name: row.name,
    from: monthDayOf(row.fromDay, row.fromMonth),
    to: monthDayOf(row.toDay, row.toMonth),
    ...(row.kind === 'percent' ? { percent: value } : { price: value }),
  };
}

/** The draft in the shape of the shared tour schema (which trims, drops blanks and checks). */
export function formValuesOf(draft: TourDraft): TourFormValues {
  return {
    name: draft.name,
    tourType: (draft.tourType || undefined) as TourFormValues['tourType'],
    location: draft.location,
    price: draft.price,
    duration: draft.duration,
    rating: draft.rating,
    description: draft.description,
    tags: draft.tags.split(','),
    highlights: lines(draft.highlights),
    inclusions: lines(draft.inclusions),
    exclusions: lines(draft.exclusions),
    itinerary: draft.itinerary.map(({ period, activity }) => ({ period, activity })),
    isFeatured: draft.isFeatured,
    isExclusive: draft.isExclusive,
    isPopular: draft.isPopular,
    isPublished: draft.isPublished,
    image: draft.image,
    images: draft.images,
    residentPriceKes: numberOf(draft.residentPriceKes) ?? null,
    citizenPriceKes: numberOf(draft.citizenPriceKes) ?? null,
    depositPercent: numberOf(draft.depositPercent),
    balanceDueDays: numberOf(draft.balanceDueDays),
    seasons: draft.seasons.map(seasonOf),
    cancellationPolicy: draft.cancellationPolicy.map((band) => ({ daysBefore: requiredNumber(band.daysBefore), percent: requiredNumber(band.percent) })),
    // Every tier is sent: a blank one is dropped, so clearing a tier in the form removes it.
    pricing: Object.fromEntries(PRICING_TIERS.flatMap((tier) => {
      const price = numberOf((draft.pricing ?? noTiers())[tier]);
      return price === undefined ? [] : [[tier, price]];
    })),
  };
}

/** Moves item `from` to `to` (reordering itinerary rows). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** How many rows each list of the form has (its fields depend on them). */
export interface TourRowCounts {
  itinerary: number;
  seasons: number;
  bands: number;
}

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/** The form's fields in screen order (each is its control's `name`; the first with an error gets focus). */
export function tourFields(counts: TourRowCounts): string[] {
  const rows = indexes(counts.itinerary).flatMap((index) => [`itinerary.${index}.period`, `itinerary.${index}.activity`]);
  const seasons = indexes(counts.seasons).flatMap((index) => [`seasons.${index}.name`, `seasons.${index}.from`, `seasons.${index}.to`, `seasons.${index}.value`]);
  const bands = indexes(counts.bands).flatMap((index) => [`cancellationPolicy.${index}.daysBefore`, `cancellationPolicy.${index}.percent`]);
  return [
    'name',
    'tourType',
    'location',
    'price',
    'duration',
    'rating',
    'description',
    ...PRICING_TIERS.map((tier) => `pricing.${tier}`),
    'residentPriceKes',
    'citizenPriceKes',
    'depositPercent',
    'balanceDueDays',
    ...seasons,
    'seasons',
    ...bands,
    'cancellationPolicy',
    'tags',
    'highlights',
    'inclusions',
    'exclusions',
    ...rows,
    'itinerary',
    'image',
    'images',
  ];
}

export const SEASON_DATE_MESSAGE = 'Choose a day and a month';

/**
 * A message's key as the form shows it: a season's price or percentage is one field (`value`), and
 * its days are the form's day and month, not the 'MM-DD' the schema reads.
 */
export function tourErrorKey(key: string): string {
  return key.replace(/^(seasons\.\d+)\.(price|percent)$/, '$1.value');
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * What the schema cannot say in the form's words: days that do not exist (31 April; its pattern lets
 * them through) and numbers left blank.
 */
function formErrors(draft: TourDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (text: string) => text.trim() === '';
  draft.cancellationPolicy.forEach((band, index) => {
    if (blank(band.daysBefore)) errors[`cancellationPolicy.${index}.daysBefore`] = 'Enter the days';
    if (blank(band.percent)) errors[`cancellationPolicy.${index}.percent`] = 'Enter the percent';
  });
  draft.seasons.forEach((row, index) => {
    if (blank(row.value)) errors[`seasons.${index}.value`] = row.kind === 'price' ? 'Enter the price in USD' : 'Enter the percentage';
    for (const [end, day, month] of [
      ['from', row.fromDay, row.fromMonth],
      ['to', row.toDay, row.toMonth],
    ] as const) {
      const days = DAYS_IN_MONTH[Number(month) - 1];
      const value = Number(day);
      if (!days || !Number.isInteger(value) || value < 1 || value > days) errors[`seasons.${index}.${end}`] = SEASON_DATE_MESSAGE;
    }
  });
  return errors;
}

const tourParser = withListMessages(tourInputSchema);

/** The kit's check for a draft with these fields: the shared tour schema, a row's message also on its list. */
export function tourCheck(fields: readonly string[]): (draft: TourDraft) => Promise<CheckResult<TourInput, string>> {
  const known = new Set(fields);
  const schemaCheck = zodCheck<TourDraft, TourInput, string>(
    fields.flatMap((field) => (field.endsWith('.value') ? [field.replace(/value$/, 'price'), field.replace(/value$/, 'percent')] : [field])),
    () => Promise.resolve(tourParser),
    formValuesOf,
  );
  return async (draft) => {
    const result = await schemaCheck(draft);
    const dates = formErrors(draft);
    if (result.ok && Object.keys(dates).length === 0) return result;
    const errors: Record<string, string> = {};
    for (const [key, message] of Object.entries(result.ok ? {} : result.errors)) {
      const shown = tourErrorKey(key);
      if (message && known.has(shown)) errors[shown] ??= /^seasons\.\d+\.(from|to)$/.test(shown) ? SEASON_DATE_MESSAGE : message;
    }
    Object.assign(errors, dates);
    // A list's own message is a copy of a row's: the row shows it, in the form's words.
    const rowShown = (key: string) => (key === 'seasons' || key === 'cancellationPolicy') && Object.keys(errors).some((other) => other.startsWith(`${key}.`));
    return { ok: false, errors: Object.fromEntries(Object.entries(errors).filter(([key]) => !rowShown(key))) };
  };
}
