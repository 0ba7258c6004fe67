/** Tour types a tour can be classified as. */
export const TOUR_TYPES = ['adventure', 'wildlife', 'cultural', 'luxury'] as const;
export type TourType = (typeof TOUR_TYPES)[number];

/** Tags offered in the header's Tours dropdown (`/tours?tag=`). */
export const TOUR_TAGS = ['wildlife', 'luxury', 'family'] as const;
export type TourTag = (typeof TOUR_TAGS)[number];

/** Pricing tiers of a tour; the first available becomes the price when price is absent. */
export const PRICING_TIERS = ['Budget', 'Mid-range', 'Luxury'] as const;
export type PricingTier = (typeof PRICING_TIERS)[number];

/** Blog categories. */
export const BLOG_CATEGORIES = [
  'Travel Tips',
  'Safari Experiences',
  'Destination Guides',
  'Wildlife & Conservation',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Payment methods with their visitor-facing labels. */
export const PAYMENT_METHODS = ['mpesa', 'pesapal', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  pesapal: 'Card',
  paypal: 'PayPal',
};

/** When the traveller pays for a booking: in full now, a deposit now and the balance later, or later by link. */
export const PAY_MODES = ['now', 'deposit', 'later'] as const;
export type PayMode = (typeof PAY_MODES)[number];

/** Booking lifecycle (admin spec). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Payment state of a booking, kept apart from its booking status: what its ledger adds up to
 * ('failed': nothing paid and the last attempt failed).
 */
export const PAYMENT_STATUSES = ['unpaid', 'deposit paid', 'partially paid', 'paid', 'refunded', 'partially refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  'deposit paid': 'Deposit paid',
  'partially paid': 'Partially paid',
  paid: 'Paid',
  refunded: 'Refunded',
  'partially refunded': 'Partially refunded',
  failed: 'Payment failed',
};

/** Account roles: `admin` and `moderator` are staff, `user` is a traveller. */
export const ROLES = ['admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Proposal form enumerations (public spec, section 3). */
export const DATE_FLEX_WINDOWS = ['no', '±3d', '±7d', 'other'] as const;
export const BUDGET_TIERS = ['Budget', 'Mid-range', 'Luxury', 'Mixed'] as const;
export const BUDGET_BASES = ['per_person', 'total_group'] as const;
export const BUDGET_FLEXIBILITY = ['no', '±10%', '±20%'] as const;
export const LODGING_TYPES = ['luxury_lodge', 'mid_lodge', 'budget_camp', 'mixed'] as const;
export const ROOM_TYPES = ['double', 'twin', 'single', 'family'] as const;
export const TRAVEL_STYLES = ['Adventure', 'Wildlife', 'Photography', 'Culture', 'Luxury'] as const;
export const PROPOSAL_ACTIVITIES = [
  'Hot air balloon',
  'Night game drive',
  'Walking safari',
  'Birding',
  'Boat Riding',
  'Village visit',
  'Bush breakfast',
  'Beach extension (Coast Region)',
  'Hiking/trekking',
] as const;
export const TRANSPORT_MODES = ['road', 'flight', 'mix'] as const;
export const FLIGHT_BOOKED = ['no', 'yes'] as const;
export const DIETARY_OPTIONS = ['none', 'vegetarian', 'vegan', 'gluten_free', 'halal', 'other'] as const;
export const INSURANCE_OPTIONS = ['no', 'yes', 'cfar'] as const;
export const CONTACT_PREFERENCES = ['email', 'whatsapp', 'phone'] as const;

/** Tours-list filter choices (public spec, section 9). */
export const TOUR_LOCATIONS = ['Serengeti', 'Masai Mara', 'Amboseli'] as const;
export const TOUR_ACTIVITIES = ['wildlife', 'hiking', 'cultural', 'photography'] as const;
export const PRICE_BANDS = ['low', 'mid', 'high'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];
export const DURATION_BANDS = ['short', 'medium', 'long'] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];
export const TOUR_SORTS = ['featured', 'price_asc', 'price_desc', 'duration_asc', 'duration_desc'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];
