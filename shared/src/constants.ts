/** Business constants and limits from the product specification (kept exactly). */
export const API_TIMEOUT_MS = 10_000;
export const GUIDES_TIMEOUT_MS = 6_000;
export const GUIDES_LIMIT = 4;

export const NEWSLETTER_NAME_MIN = 2;
export const NEWSLETTER_MESSAGE_MS = 3_500;

export const PARTNERS_AUTOPLAY_MS = 3_000;
export const REVIEWS_AUTOPLAY_MS = 4_500;
export const EXCLUSIVE_AUTOPLAY_MS = 4_000;
export const EXCLUSIVE_SLIDE_MS = 500;
/**
 * The exclusive-deals carousel shows at most this many tours (the spec sets no number): a dozen
 * handpicked deals, four turns of three on a desktop. A catalogue with sixty exclusive tours would
 * otherwise put sixty slides, sixty dots and their data into every home page.
 */
export const EXCLUSIVE_DEALS_LIMIT = 12;

export const HOME_TOURS_LIMIT = 4;
export const PACKAGES_DEFAULT_LIMIT = 4;
export const TOUR_DESCRIPTION_LINES = 3;

export const TOURS_PAGE_SIZE = 9;
export const TOURS_LOAD_MORE = 6;
export const TOURS_SKELETONS = 6;
export const TOUR_CARD_MAX_TAGS = 3;

/** Price bands in USD: low < 500, mid 500–1000, high > 1000. */
export const PRICE_LOW_MAX = 500;
export const PRICE_MID_MAX = 1_000;
/** Duration bands in days: short ≤ 3, medium 4–7, long ≥ 8. */
export const DURATION_SHORT_MAX = 3;
export const DURATION_MEDIUM_MAX = 7;
/** Weights of the 'featured' sort. */
export const FEATURED_SORT_WEIGHTS = { isFeatured: 3, isExclusive: 2, isPopular: 1 } as const;
/** Activities are matched against this many leading tags or highlights. */
export const ACTIVITY_MATCH_DEPTH = 3;

/** Children pay this share of the adult price. */
export const CHILD_PRICE_FACTOR = 0.6;
export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;

export const TOAST_MS = 2_500;
export const PROPOSAL_TOAST_MS = 2_400;
export const PROPOSAL_ERROR_TOAST_MS = 3_000;
export const BOOKING_ERROR_TOAST_MS = 3_500;

export const CHAT_REPLY_DELAY_MS = 800;
export const CONTACT_SEND_DELAY_MS = 700;
export const PROPOSAL_PROGRESS_STEPS = [10, 45, 80, 100] as const;
export const PROPOSAL_PROGRESS_DELAYS_MS = [400, 400, 300] as const;

export const BLOG_PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 180;
export const READ_WORDS_PER_MINUTE = 180;
export const MIN_READ_MINUTES = 3;
export const COPY_LINK_MESSAGE_MS = 1_800;

export const ABOUT_COUNTERS = [
  { value: 12, label: 'Years of experience' },
  { value: 500, label: 'Reviews' },
  { value: 35, label: 'Parks & reserves' },
  { value: 1200, label: 'Itineraries crafted' },
] as const;
export const ABOUT_COUNTER_STEP_MS = 20;

export const ADMIN_PAGE_SIZE = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_EXTRA_IMAGES = 10;

export const COPYRIGHT_YEAR = 2025;
