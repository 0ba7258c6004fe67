import { z } from 'zod';
import { tourMoneyAnswerFields } from './tour-money';
import { PRICING_TIERS, TOUR_TYPES } from './enums';

/** A flag counts as true when it is `true`, `'true'`, `1` or `'1'`; anything else is false. */
export function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** Splits a comma-separated string into trimmed items; arrays are trimmed; blanks are dropped. */
export function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item).trim())
    .filter((item) => item.length > 0);
}

const flag = z.unknown().optional().transform(isTruthyFlag);
const list = z.unknown().optional().transform(toList);

/** Prices per tier; any tier may be missing. */
export const pricingSchema = z
  .object({ Budget: z.number().nonnegative(), 'Mid-range': z.number().nonnegative(), Luxury: z.number().nonnegative() })
  .partial();
export type Pricing = z.infer<typeof pricingSchema>;

/** The price of a tour: its own price, else the first available tier of its pricing. */
export function resolvePrice(price: unknown, pricing: Pricing | null | undefined): number | null {
  if (typeof price === 'number' && Number.isFinite(price)) return price;
  if (typeof price === 'string' && price.trim() !== '' && Number.isFinite(Number(price))) return Number(price);
  for (const tier of PRICING_TIERS) {
    const value = pricing?.[tier];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/** One day (or period) of a tour's itinerary. */
export const itineraryItemSchema = z.object({
  period: z.string().trim().max(120),
  activity: z.string().trim().max(2000),
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

/** Whether a tour sells any date on request, or seats on dated departures. */
export const TOUR_SCHEDULES = ['on_request', 'scheduled'] as const;
export type TourSchedule = (typeof TOUR_SCHEDULES)[number];

/** A tour as the API sends it. */
export const tourSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  /** Days; null when the tour has no fixed length. */
  duration: z.number().int().positive().nullable(),
  /** USD. */
  price: z.number().nonnegative().nullable(),
  pricing: pricingSchema.nullable(),
  ...tourMoneyAnswerFields,
  image: z.string(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  highlights: z.array(z.string()),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  itinerary: z.array(itineraryItemSchema),
  tourType: z.enum(TOUR_TYPES),
  rating: z.number().min(0).max(5),
  isFeatured: z.boolean(),
  isExclusive: z.boolean(),
  isPopular: z.boolean(),
  isPublished: z.boolean(),
  /** 'scheduled': booked on a dated departure, never a free date. Left out only by a copy an older version stored. */
  schedule: z.enum(TOUR_SCHEDULES).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tour = z.infer<typeof tourSchema>;

/**
 * A tour in any of the loose shapes the spec allows (`_id` or `id`, flags as
 * `'1'`, highlights as a comma string, price from pricing, `image_url`),
 * normalised to a {@link Tour}.
 */
export const looseTourSchema = z
  .object({
    _id: z.union([z.string(), z.number()]).optional(),
    id: z.union([z.string(), z.number()]).optional(),
    slug: z.string().optional(),
    name: z.string().default(''),
    description: z.string().default(''),
    location: z.string().default(''),
    duration: z.unknown().optional(),
    price: z.unknown().optional(),
    pricing: pricingSchema.nullish(),
    image: z.string().optional(),
    image_url: z.string().optional(),
    images: list,
    tags: list,
    highlights: list,
    inclusions: list,
    exclusions: list,
    itinerary: z.array(itineraryItemSchema.partial()).default([]),
    tourType: z.enum(TOUR_TYPES).catch('wildlife'),
    rating: z.coerce.number().min(0).max(5).catch(0),
    isFeatured: flag,
    isExclusive: flag,
    isPopular: flag,
    isPublished: z.unknown().optional().transform((v) => v === undefined || isTruthyFlag(v)),
    createdAt: z.string().default(''),
    updatedAt: z.string().default(''),
  })
  .transform((raw): Tour => {
    const id = String(raw.id ?? raw._id ?? '');
    const duration = Number(raw.duration);
    return {
      id,
      slug: raw.slug ?? id,
      name: raw.name,
      description: raw.description,
      location: raw.location,
      duration: Number.isInteger(duration) && duration > 0 ? duration : null,
      price: resolvePrice(raw.price, raw.pricing),
      pricing: raw.pricing ?? null,
      image: raw.image || raw.image_url || '',
      images: raw.images,
      tags: raw.tags,
      highlights: raw.highlights,
      inclusions: raw.inclusions,
      exclusions: raw.exclusions,
      itinerary: raw.itinerary
        .map((item) => ({ period: item.period ?? '', activity: item.activity ?? '' }))
        .filter((item) => item.period !== '' || item.activity !== ''),
      tourType: raw.tourType,
      rating: raw.rating,
      isFeatured: raw.isFeatured,
      isExclusive: raw.isExclusive,
      isPopular: raw.isPopular,
      isPublished: raw.isPublished,
      createdAt: raw.createdAt,
      updatedAt: raw.updatedAt,
    };
  });

const departDay = (description: string) => z.iso.date({ error: 'Use a date as YYYY-MM-DD.' }).optional().meta({ description });

/** Query of `GET /api/tours`. */
export const tourListQuerySchema = z
  .object({
    updatedSince: z.iso.datetime({ offset: true }).optional(),
    departFrom: departDay('Only tours with an open departure with seats left on or after this day (YYYY-MM-DD)'),
    departTo: departDay('Only tours with an open departure with seats left on or before this day (YYYY-MM-DD)'),
  })
  .refine((query) => !query.departFrom || !query.departTo || query.departFrom <= query.departTo, {
    path: ['departTo'],
    error: 'departTo must not be before departFrom.',
  });
export type TourListQuery = z.infer<typeof tourListQuerySchema>;

/** Answer of `GET /api/tours`. */
export const tourListSchema = z.object({
  items: z.array(tourSchema),
  total: z.number().int().nonnegative(),
});
export type TourList = z.infer<typeof tourListSchema>;
