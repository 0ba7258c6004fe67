import { TOUR_LIST_ITEM_MAX } from '@safari/shared/admin-tours';
import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, move, newBandRow, newItineraryRow, newSeasonRow, SEASON_DATE_MESSAGE, tourCheck, tourErrorKey, tourFields, type TourDraft } from './tour-form';
import type { AdminTour } from '@safari/shared/admin-tours';

const check = (draft: TourDraft) => tourCheck(tourFields({ itinerary: draft.itinerary.length, seasons: draft.seasons.length, bands: draft.cancellationPolicy.length }))(draft);

/** An admin tour as the API answers it (only what the form reads matters here). */
function tourWithTiers(): AdminTour {
  return {
    id: 't1', slug: 'tiers', name: 'Tiers', description: '', location: 'Mara', duration: 3, price: 900, pricing: null, image: '', images: [], tags: [], highlights: [],
    inclusions: [], exclusions: [], itinerary: [], tourType: 'luxury', rating: 0, isFeatured: false, isExclusive: false, isPopular: false, isPublished: true, createdAt: '', updatedAt: '',
  } as AdminTour;
}

describe('tour form', () => {
  it('when lists have blank lines and an itinerary row is empty, then the saved tour has trimmed items and no empty row', async () => {
    const draft = {
      ...emptyDraft(),
      name: ' Rhino Trail ',
      tourType: 'wildlife',
      location: 'Amboseli',
      price: '1234.5',
      duration: '3',
      tags: 'wildlife, , family ',
      highlights: 'Rhino tracking\n\n  Sundowners  ',
      itinerary: [newItineraryRow('Day 1', 'Walk'), newItineraryRow('', ''), newItineraryRow('Day 2', '')],
    };
    const parsed = await check(draft);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toMatchObject({
      name: 'Rhino Trail',
      price: 1234.5,
      duration: 3,
      tags: ['wildlife', 'family'],
      highlights: ['Rhino tracking', 'Sundowners'],
      itinerary: [
        { period: 'Day 1', activity: 'Walk' },
        { period: 'Day 2', activity: '' },
      ],
      isPublished: true,
    });
  });

  it('when pricing tiers are typed, then the tour saves the filled ones as numbers; blank tiers are dropped and a bad one is named', async () => {
    const base = { ...emptyDraft(), name: 'Tiers', tourType: 'luxury', location: 'Mara', price: '900', duration: '3' };
    const parsed = await check({ ...base, pricing: { Budget: '650', 'Mid-range': ' ', Luxury: '2400.5' } });
    expect(parsed.ok && parsed.data.pricing).toEqual({ Budget: 650, Luxury: 2400.5 });
    const cleared = await check({ ...base, pricing: { Budget: '', 'Mid-range': '', Luxury: '' } });
    expect(cleared.ok && cleared.data.pricing).toEqual({});
    const bad = await check({ ...base, pricing: { Budget: '-1', 'Mid-range': '', Luxury: '' } });
    expect(bad.ok ? {} : bad.errors).toEqual({ 'pricing.Budget': 'Price must be ≥ 0' });
    // Editing starts from the tour's tiers.
    expect(draftOf({ ...tourWithTiers(), pricing: { 'Mid-range': 1100 } }).pricing).toEqual({ Budget: '', 'Mid-range': '1100', Luxury: '' });
  });

  it('when the numbers are out of range, then each field gets the spec message', async () => {
    const parsed = await check({ ...emptyDraft(), name: 'X', tourType: 'luxury', location: 'Mara', price: '-1', duration: '0', rating: '6' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({ price: 'Price must be ≥ 0', duration: 'Duration must be ≥ 1', rating: 'Rating must be between 0 and 5' });
  });

  it('when a list item is too long, then its message shows on the list as well as on the row', async () => {
    const parsed = await check({ ...emptyDraft(), name: 'X', tourType: 'luxury', location: 'Mara', price: '1', duration: '1', tags: `ok, ${'x'.repeat(TOUR_LIST_ITEM_MAX + 1)}` });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.tags).toBeTruthy();
  });

  it('when an itinerary row is moved, then only the order changes, and moves past either end do nothing', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  const valid = { ...emptyDraft(), name: 'Camping', tourType: 'adventure', location: 'Mara', price: '500', duration: '3' };

  it('when the money fields are filled in, then the saved tour has shilling prices, seasons as MM-DD and the policy as numbers', async () => {
    const draft: TourDraft = {
      ...valid,
      residentPriceKes: '45000',
      citizenPriceKes: '',
      depositPercent: '40',
      balanceDueDays: '45',
      seasons: [
        { ...newSeasonRow(), name: 'Migration', fromDay: '1', fromMonth: '7', toDay: '31', toMonth: '10', kind: 'price', value: '650' },
        { ...newSeasonRow(), name: 'Festive', fromDay: '20', fromMonth: '12', toDay: '5', toMonth: '1', kind: 'percent', value: '15' },
      ],
      cancellationPolicy: [newBandRow({ daysBefore: 45, percent: 100 }), newBandRow({ daysBefore: 15, percent: 25 })],
    };
    const parsed = await check(draft);
    expect(parsed).toMatchObject({
      ok: true,
      data: {
        residentPriceKes: 45000,
        citizenPriceKes: null,
        depositPercent: 40,
        balanceDueDays: 45,
        seasons: [
          { name: 'Migration', from: '07-01', to: '10-31', price: 650 },
          { name: 'Festive', from: '12-20', to: '01-05', percent: 15 },
        ],
        cancellationPolicy: [
          { daysBefore: 45, percent: 100 },
          { daysBefore: 15, percent: 25 },
        ],
      },
    });
  });

  it('when a tour with seasons and a policy is edited, then the form starts from them and saves them unchanged', async () => {
    const tour: AdminTour = {
      id: 't1',
      slug: 'camping',
      name: 'Camping',
      description: '',
      location: 'Mara',
      duration: 3,
      price: 500,
      pricing: null,
      residentPriceKes: 30000,
      citizenPriceKes: 25000,
      depositPercent: 25,
      balanceDueDays: 30,
      seasons: [{ name: 'High', from: '07-01', to: '09-30', percent: 20 }],
      cancellationPolicy: [{ daysBefore: 30, percent: 80 }],
      image: '',
      images: [],
      tags: [],
      highlights: [],
      inclusions: [],
      exclusions: [],
      itinerary: [],
      tourType: 'adventure',
      rating: 4,
      isFeatured: false,
      isExclusive: false,
      isPopular: false,
      isPublished: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const draft = draftOf(tour);
    expect(draft.seasons[0]).toMatchObject({ name: 'High', fromDay: '1', fromMonth: '7', toDay: '30', toMonth: '9', kind: 'percent', value: '20' });
    const parsed = await check(draft);
    expect(parsed.ok && parsed.data).toMatchObject({ residentPriceKes: 30000, citizenPriceKes: 25000, depositPercent: 25, balanceDueDays: 30, seasons: tour.seasons, cancellationPolicy: tour.cancellationPolicy });
  });

  it('when a new tour is added, then it starts with the default deposit, due days and policy', () => {
    const draft = emptyDraft();
    expect(draft).toMatchObject({ depositPercent: '30', balanceDueDays: '60', seasons: [] });
    expect(draft.cancellationPolicy.map(({ daysBefore, percent }) => [daysBefore, percent])).toEqual([
      ['60', '100'],
      ['30', '50'],
    ]);
  });

  it('when a season has a day that does not exist, no price and a band is blank, then each field says what to fix in the form’s words', async () => {
    const draft: TourDraft = {
      ...valid,
      depositPercent: '0',
      seasons: [{ ...newSeasonRow(), name: '', fromDay: '31', fromMonth: '4', toDay: '', toMonth: '5', kind: 'price', value: '' }],
      cancellationPolicy: [{ ...newBandRow(), daysBefore: '', percent: '120' }],
    };
    const parsed = await check(draft);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      depositPercent: 'Deposit must be 1–100 %',
      'seasons.0.name': 'Name the season',
      'seasons.0.from': SEASON_DATE_MESSAGE,
      'seasons.0.to': SEASON_DATE_MESSAGE,
      'seasons.0.value': 'Enter the price in USD',
      'cancellationPolicy.0.daysBefore': 'Enter the days',
      'cancellationPolicy.0.percent': 'Percent must be 0–100',
    });
  });

  it('when the API names a season’s price or percentage, then the message goes to the season’s one value field', () => {
    expect(tourErrorKey('seasons.2.price')).toBe('seasons.2.value');
    expect(tourErrorKey('seasons.0.percent')).toBe('seasons.0.value');
    expect(tourErrorKey('cancellationPolicy.1.percent')).toBe('cancellationPolicy.1.percent');
  });
});
