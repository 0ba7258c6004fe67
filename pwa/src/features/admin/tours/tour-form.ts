import { tourInputSchema, type AdminTour, type TourFormValues, type TourInput } from '@safari/shared/admin-tours';
import { zodCheck, type CheckResult } from '../../../components/form/use-form';
import { withListMessages } from '../lib/form-kit';

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
}

let rowKey = 0;
export const newItineraryRow = (period = '', activity = '') => ({ key: ++rowKey, period, activity });

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
  };
}

const lines = (text: string) => text.split('\n');

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

/** The form's fields in screen order (each is its control's `name`; the first with an error gets focus). */
export function tourFields(rowCount: number): string[] {
  const rows = Array.from({ length: rowCount }, (_, index) => [`itinerary.${index}.period`, `itinerary.${index}.activity`]).flat();
  return ['name', 'tourType', 'location', 'price', 'duration', 'rating', 'description', 'tags', 'highlights', 'inclusions', 'exclusions', ...rows, 'itinerary', 'image', 'images'];
}

const tourParser = withListMessages(tourInputSchema);

/** The kit's check for a draft with these fields: the shared tour schema, a row's message also on its list. */
export function tourCheck(fields: readonly string[]): (draft: TourDraft) => Promise<CheckResult<TourInput, string>> {
  return zodCheck<TourDraft, TourInput, string>(fields, () => Promise.resolve(tourParser), formValuesOf);
}
