import { z } from 'zod';
import { TOUR_TYPES } from './enums';
import { itineraryItemSchema, pricingSchema, resolvePrice, type Tour } from './tour';

/*
 * Apart from ./tour: the public pages check the tours they keep offline with `tourSchema` alone,
 * and building this schema too made the catalogue sync's first task longer on a slow phone.
 */

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

