import { describe, expect, it } from 'vitest';
import { adminTourListQuerySchema, TOUR_FORM_MESSAGES, tourInputSchema } from './admin-tours';
import { imageVariantUrl } from './upload';

const valid = { name: 'Mara', tourType: 'wildlife', location: 'Masai Mara', price: 10, duration: 2 };

function messages(input: Record<string, unknown>): Record<string, string> {
  const result = tourInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('tourInputSchema', () => {
  it('when lists have padding and blanks and the itinerary has empty rows, then they are trimmed and dropped', () => {
    const tour = tourInputSchema.parse({
      ...valid,
      price: '1250.50',
      duration: '3',
      tags: [' a ', ' ', 'b'],
      highlights: ['', 'x'],
      itinerary: [{ period: ' ', activity: '' }, { period: 'Day 1', activity: ' Drive ' }, { activity: 'Rest' }],
      images: ['', '/uploads/a.webp'],
    });
    expect(tour).toMatchObject({
      price: 1250.5,
      duration: 3,
      rating: 0,
      tags: ['a', 'b'],
      highlights: ['x'],
      inclusions: [],
      itinerary: [
        { period: 'Day 1', activity: 'Drive' },
        { period: '', activity: 'Rest' },
      ],
      images: ['/uploads/a.webp'],
      isPublished: true,
      image: '',
    });
  });

  it('when numbers are out of range or off-step, then the spec messages come back', () => {
    expect(messages({ ...valid, price: -0.01, duration: 0, rating: 5.1 })).toEqual({
      price: TOUR_FORM_MESSAGES.price,
      duration: TOUR_FORM_MESSAGES.duration,
      rating: TOUR_FORM_MESSAGES.rating,
    });
    expect(messages({ ...valid, price: 'abc' })).toEqual({ price: TOUR_FORM_MESSAGES.price });
    expect(messages({ ...valid, price: 10.005, duration: 2.5, rating: 4.25 })).toEqual({
      price: TOUR_FORM_MESSAGES.priceStep,
      duration: TOUR_FORM_MESSAGES.duration,
      rating: TOUR_FORM_MESSAGES.ratingStep,
    });
    expect(messages({ ...valid, price: 0.07, rating: 0.3 })).toEqual({});
  });

  it('when required fields are missing or images are not URLs, then each is named', () => {
    expect(Object.keys(messages({})).sort()).toEqual(['duration', 'location', 'name', 'price', 'tourType']);
    expect(messages({ ...valid, image: 'javascript:alert(1)' })).toEqual({ image: TOUR_FORM_MESSAGES.image });
    expect(messages({ ...valid, images: Array(11).fill('/uploads/a.webp') })).toEqual({ images: TOUR_FORM_MESSAGES.tooManyImages });
  });
});

describe('adminTourListQuerySchema', () => {
  it('when the query is empty, then page 1 of 5', () => {
    expect(adminTourListQuerySchema.parse({ q: ' ', location: '' })).toEqual({ page: 1, pageSize: 5 });
  });
});

describe('imageVariantUrl', () => {
  it('when the image is an uploaded WebP, then its variant sits beside it; other URLs have none', () => {
    expect(imageVariantUrl('/uploads/abc.webp', 800)).toBe('/uploads/abc-800w.webp');
    expect(imageVariantUrl('https://x.example/a.webp', 400)).toBeNull();
  });
});
