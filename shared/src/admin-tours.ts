import { z } from 'zod';
import { TOUR_SCHEDULES } from './departures';
import { tourMoneyFields } from './money';
import { PRICING_TIERS, TOUR_TYPES } from './enums';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';
import { tourSchema } from './tour';
import { IMAGE_REF_MESSAGE, imageRefSchema, UPLOAD_MAX_FILES } from './upload';

/** Validation texts of the Add / Edit Tour forms (spec, kept exactly where the spec has one). */
export const TOUR_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  typeRequired: 'Type is required',
  locationRequired: 'Location is required',
  price: 'Price must be ≥ 0',
  priceStep: 'Price has at most 2 decimals',
  duration: 'Duration must be ≥ 1',
  rating: 'Rating must be between 0 and 5',
  ratingStep: 'Rating has at most 1 decimal',
  tooManyImages: `At most ${UPLOAD_MAX_FILES} additional images`,
  image: IMAGE_REF_MESSAGE,
} as const;

export const TOUR_PRICE_MAX = 99_999_999.99;
export const TOUR_LIST_ITEM_MAX = 500;
export const TOUR_LIST_MAX = 50;
export const TOUR_ITINERARY_MAX = 60;

/** Admin tours sort choices (spec: price both ways, duration shortest/longest first). */
export const ADMIN_TOUR_SORTS = ['price-asc', 'price-desc', 'duration-asc', 'duration-desc'] as const;
export type AdminTourSort = (typeof ADMIN_TOUR_SORTS)[number];

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A list field of the tour form: items trimmed, blanks dropped. */
const tourListField = z
  .array(z.string().max(TOUR_LIST_ITEM_MAX, `At most ${TOUR_LIST_ITEM_MAX} characters per item`))
  .max(TOUR_LIST_MAX, `At most ${TOUR_LIST_MAX} items`)
  .default([])
  .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''));

/** One itinerary row as the form edits it; both fields may be blank (such rows are dropped). */
export const tourItineraryRowInputSchema = z.object({
  period: z.string().trim().max(120, 'At most 120 characters').default(''),
  activity: z.string().trim().max(2000, 'At most 2000 characters').default(''),
});

const numberInput = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number({ error: message }));

const tierPrice = numberInput(TOUR_FORM_MESSAGES.price).pipe(
  z.number().min(0, TOUR_FORM_MESSAGES.price).max(TOUR_PRICE_MAX, TOUR_FORM_MESSAGES.price).multipleOf(0.01, TOUR_FORM_MESSAGES.priceStep),
);

/**
 * Body of `POST /api/tours` and `PUT /api/tours/{id}` (the whole editable tour), shared with the
 * Add / Edit Tour forms: lists are trimmed with blanks dropped, empty itinerary rows dropped.
 * Numbers may arrive as numeric strings (form inputs).
 */
export const tourInputSchema = z.object({
  name: z.string({ error: TOUR_FORM_MESSAGES.nameRequired }).trim().min(1, TOUR_FORM_MESSAGES.nameRequired).max(200, 'At most 200 characters'),
  tourType: z.enum(TOUR_TYPES, { error: TOUR_FORM_MESSAGES.typeRequired }),
  location: z.string({ error: TOUR_FORM_MESSAGES.locationRequired }).trim().min(1, TOUR_FORM_MESSAGES.locationRequired).max(200, 'At most 200 characters'),
  /** USD, step 0.01. */
  price: numberInput(TOUR_FORM_MESSAGES.price).pipe(
    z.number().min(0, TOUR_FORM_MESSAGES.price).max(TOUR_PRICE_MAX, TOUR_FORM_MESSAGES.price).multipleOf(0.01, TOUR_FORM_MESSAGES.priceStep),
  ),
  /** Days. */
  duration: numberInput(TOUR_FORM_MESSAGES.duration).pipe(
    z.number().int(TOUR_FORM_MESSAGES.duration).min(1, TOUR_FORM_MESSAGES.duration).max(365, 'At most 365 days'),
  ),
  /** 0–5, step 0.1. */
  rating: z
    .preprocess(blank, numberInput(TOUR_FORM_MESSAGES.rating).default(0))
    .pipe(z.number().min(0, TOUR_FORM_MESSAGES.rating).max(5, TOUR_FORM_MESSAGES.rating).multipleOf(0.1, TOUR_FORM_MESSAGES.ratingStep)),
  description: z.string().trim().max(20_000, 'At most 20000 characters').default(''),
  tags: tourListField,
  highlights: tourListField,
  inclusions: tourListField,
  exclusions: tourListField,
  itinerary: z
    .array(tourItineraryRowInputSchema)
    .max(TOUR_ITINERARY_MAX, `At most ${TOUR_ITINERARY_MAX} itinerary rows`)
    .default([])
    .transform((rows) => rows.filter((row) => row.period !== '' || row.activity !== '')),
  isFeatured: z.boolean().default(false),
  isExclusive: z.boolean().default(false),
  isPopular: z.boolean().default(false),
  isPublished: z.boolean().default(true),
  /** Deposits, balances, resident and citizen prices in shillings, seasons and the cancellation policy. */
  ...tourMoneyFields,
  /**
   * 'on_request' (any date, no seat limit) or 'scheduled' (sold on dated departures). Left out, a new
   * tour is on request and an edited one keeps what it had.
   */
  schedule: z.enum(TOUR_SCHEDULES, { error: 'Choose on request or scheduled departures' }).optional(),
  /**
   * Prices per tier in USD (Budget, Mid-range, Luxury); a tier left out is not offered, all left out
   * ({}) means the tour has no tiers. Omitted: kept as they are (on create: none).
   */
  pricing: z
    .object(Object.fromEntries(PRICING_TIERS.map((tier) => [tier, tierPrice])) as Record<(typeof PRICING_TIERS)[number], typeof tierPrice>)
    .partial()
    .optional(),
  /** Main image: URL from `POST /api/upload`, '' for none. */
  image: imageRefSchema.default(''),
  /** Additional images (at most 10), URLs from `POST /api/upload/multiple`. */
  images: z
    .array(imageRefSchema)
    .max(UPLOAD_MAX_FILES, TOUR_FORM_MESSAGES.tooManyImages)
    .default([])
    .transform((images) => images.filter((image) => image !== '')),
});
/** What the form holds (numbers may still be strings). */
export type TourFormValues = z.input<typeof tourInputSchema>;
/** What the API stores. */
export type TourInput = z.output<typeof tourInputSchema>;

/** Query of `GET /api/admin/tours`. */
export const adminTourListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  /** Case-insensitive match on the name. */
  q: adminSearchParam,
  /** Exact location (case-insensitive). */
  location: z.preprocess(blank, z.string().trim().max(200).optional()),
  /** Default: newest first. */
  sort: z.preprocess(blank, z.enum(ADMIN_TOUR_SORTS, { error: 'Unknown sort.' }).optional()),
});
export type AdminTourListQuery = z.infer<typeof adminTourListQuerySchema>;

/** A row of the admin tours table (published or not), with what the Preview modal shows. */
export const adminTourSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  duration: z.number().int().positive().nullable(),
  price: z.number().nonnegative().nullable(),
  image: z.string(),
  description: z.string(),
  tourType: z.enum(TOUR_TYPES),
  rating: z.number(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  isExclusive: z.boolean(),
  isPopular: z.boolean(),
  /** Bookings of any status: a tour with bookings is unpublished instead of deleted. */
  bookingsCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type AdminTourSummary = z.infer<typeof adminTourSummarySchema>;

/** Answer of `GET /api/admin/tours`. */
export const adminTourListSchema = adminPageSchema(adminTourSummarySchema).extend({
  /** Location filter choices: Serengeti, Masai Mara, Amboseli, then every other location in the data. */
  locations: z.array(z.string()),
});
export type AdminTourList = z.infer<typeof adminTourListSchema>;

/** Answer of `GET /api/admin/tours/{id}`, `POST /api/tours`, `PUT /api/tours/{id}`: the full tour, published or not, and how it is sold. */
export const adminTourSchema = tourSchema.extend({
  /** How the tour is sold (always answered by the API; optional so that older drafts still parse). */
  schedule: z.enum(TOUR_SCHEDULES).optional(),
});
export type AdminTour = z.infer<typeof adminTourSchema>;

export const TOUR_DELETE_OUTCOMES = ['deleted', 'unpublished'] as const;
export type TourDeleteOutcome = (typeof TOUR_DELETE_OUTCOMES)[number];
export const TOUR_DELETE_MESSAGES = {
  deleted: 'Tour deleted.',
  unpublished: 'This tour has bookings, so it was unpublished instead of deleted.',
} as const;

/** Answer of `DELETE /api/tours/{id}`. */
export const tourDeleteResultSchema = z.object({
  outcome: z.enum(TOUR_DELETE_OUTCOMES),
  message: z.string(),
});
export type TourDeleteResult = z.infer<typeof tourDeleteResultSchema>;
