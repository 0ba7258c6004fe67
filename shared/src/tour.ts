import { z } from 'zod';
import { tourMoneyAnswerFields } from './tour-money';
import { PRICING_TIERS, TOUR_TYPES } from './enums';

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

/** Answer of `GET /api/tours`. */
export const tourListSchema = z.object({
  items: z.array(tourSchema),
  total: z.number().int().nonnegative(),
});
export type TourList = z.infer<typeof tourListSchema>;
