import { TOUR_LIST_ITEM_MAX } from '@safari/shared/admin-tours';
import { describe, expect, it } from 'vitest';
import { emptyDraft, move, newItineraryRow, tourCheck, tourFields, type TourDraft } from './tour-form';

const check = (draft: TourDraft) => tourCheck(tourFields(draft.itinerary.length))(draft);

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
});
