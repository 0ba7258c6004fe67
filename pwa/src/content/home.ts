/**
 * Static copy of the home page: the 'Magical Safari Experiences' flip cards, the why-choose-us block,
 * the traveller reviews carousel and the reviews summary. Numbers are the spec's own claims only.
 */

/** Name of an icon exported by @mui/icons-material (e.g. 'Pets' → `@mui/icons-material/Pets`). */
export type MuiIconName = 'Pets' | 'Air' | 'NightsStay' | 'Hiking' | 'Diversity3' | 'FlutterDash';

export interface SafariExperience {
  title: string;
  /** Front of the card: a short teaser, at most 90 characters. */
  fact: string;
  /** Back of the card: one or two sentences. */
  detail: string;
  icon: MuiIconName;
}

export const safariExperiences: SafariExperience[] = [
  {
    title: 'The Great Migration',
    fact: 'Over a million wildebeest, with zebra and gazelle, circle the Serengeti–Mara every year.',
    detail:
      'The herds usually reach the Masai Mara in July and stay until around October, crossing the Mara River again and again. Crossings keep no timetable, so we plan full, patient days by the river.',
    icon: 'Pets',
  },
  {
    title: 'Hot-Air Balloon over the Mara',
    fact: 'Lift off at sunrise and drift silently above the plains as the herds wake up below.',
    detail:
      'Flights last about an hour and usually end with a champagne breakfast in the bush. Operators set their own minimum ages, usually around seven, so ask us before booking with children.',
    icon: 'Air',
  },
  {
    title: 'Night Game Drives',
    fact: 'Some of the bush’s most fascinating animals only wake up after dark.',
    detail:
      'In private conservancies a spotlit night drive can reveal genets, bush babies, aardvarks and lions on the hunt. Night drives are not allowed inside the national parks and reserves.',
    icon: 'NightsStay',
  },
  {
    title: 'Walking Safaris',
    fact: 'On foot, the bush becomes tracks, scents and sounds you never notice from a vehicle.',
    detail:
      'Walk with an armed ranger and a Maasai or Samburu guide in the conservancies, learning to read footprints, dung and plants. It is the most intimate way to feel the wild.',
    icon: 'Hiking',
  },
  {
    title: 'Maasai Culture',
    fact: 'The Maasai have shared these plains with wildlife for generations.',
    detail:
      'We arrange community-run village visits where the fee goes to the village, and Maasai guides share their knowledge of the land. Always ask before you take a photo.',
    icon: 'Diversity3',
  },
  {
    title: 'Birding at Lake Nakuru',
    fact: 'Kenya has recorded more than 1,000 bird species, one of Africa’s richest lists.',
    detail:
      'Lake Nakuru’s shores draw pelicans, flamingos and hundreds of other species, and the park protects both black and white rhinos. Flamingo numbers rise and fall with the water level, so no two visits are alike.',
    icon: 'FlutterDash',
  },
];

/** A hard-coded traveller review (spec entity 'Review'). */
export interface Review {
  id: string;
  author: string;
  /** Social handle; '@guest' when the reviewer gave none. */
  handle: string;
  /** Image URL; '' means the author's initials are shown. */
  avatar: string;
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  text: string;
  tags: string[];
}

/** Handle shown when a reviewer gave none. */
export const DEFAULT_REVIEW_HANDLE = '@guest';

/**
 * The spec lists 3 hard-coded sample reviews for the traveler-reviews section. We ship 6 so that the
 * carousel (1 item under 640 px, 2 under 1024 px, otherwise 3) still has something to slide to at
 * every width; with only 3, the desktop view would show them all and its arrows and dots would never
 * appear. Take the first 3 if the section must show exactly the spec's count.
 */
export const travellerReviews: Review[] = [
  {
    id: 'review-1',
    author: 'Sarah Whitfield',
    handle: '@sarahwanders',
    avatar: '',
    rating: 5,
    date: '2025-09-02',
    text: 'We waited five hours at the Mara River and saw a crossing none of us will ever forget. Our guide knew exactly where to be and never once crowded the animals. Flawless planning from start to finish.',
    tags: ['Masai Mara', 'Great Migration'],
  },
  {
    id: 'review-2',
    author: 'Daniel & Priya Mehta',
    handle: '@mehtas.on.tour',
    avatar: '',
    rating: 5,
    date: '2025-07-21',
    text: 'Our two kids still talk about the baby elephants in Nairobi and the night drive in the conservancy. The private vehicle made all the difference for a family. Thank you for thinking of everything.',
    tags: ['Family safari', 'Kenya'],
  },
  {
    id: 'review-3',
    author: 'Lukas Berger',
    handle: DEFAULT_REVIEW_HANDLE,
    avatar: '',
    rating: 5,
    date: '2025-10-14',
    text: 'As a photographer I asked for a lot: early starts, long waits, the right light. Every request was met. Amboseli at sunrise with Kilimanjaro clear was the shot of my life.',
    tags: ['Photography', 'Amboseli'],
  },
  {
    id: 'review-4',
    author: 'Aisha Bello',
    handle: '@aisha.travels',
    avatar: '',
    rating: 5,
    date: '2025-11-30',
    text: 'Gorillas in Rwanda after a week in Kenya, all arranged seamlessly: permits, border, lodges. The team answered my WhatsApp messages within minutes, even on a Sunday.',
    tags: ['Rwanda', 'Gorilla trekking'],
  },
  {
    id: 'review-5',
    author: 'Margaret O’Connell',
    handle: '@maggie_oc',
    avatar: '',
    rating: 4,
    date: '2026-02-11',
    text: 'Wonderful guides and beautiful camps. The road to Samburu was long and bumpy, which they did warn us about, but seeing Grevy’s zebra and gerenuk made it worth it.',
    tags: ['Samburu', 'Northern Kenya'],
  },
  {
    id: 'review-6',
    author: 'James Kariuki',
    handle: '@jkariuki',
    avatar: '',
    rating: 5,
    date: '2026-04-19',
    text: 'We live in Nairobi and thought we knew the Mara. The conservancy stay, the walking safari and the bush breakfast showed us a completely different side of it. Highly recommended.',
    tags: ['Conservancies', 'Walking safari'],
  },
];

export interface ReviewsSummary {
  score: number;
  count: number;
  label: string;
}

/** The review-page summary: 5.0 based on 500+ reviews (spec section 1). */
export const reviewsSummary: ReviewsSummary = { score: 5.0, count: 500, label: 'Based on 500+ reviews' };
