import { tourInputSchema } from '@safari/shared/admin-tours';
import { describe, expect, it } from 'vitest';
import { parseForm } from '../lib/form-kit';
import { emptyDraft, formValuesOf, move, newItineraryRow } from './tour-form';

describe('tour form', () => {
  it('when lists have blank lines and an itinerary row is empty, then the saved tour has trimmed items and no empty row', () => {
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
    const parsed = parseForm(tourInputSchema, formValuesOf(draft));
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

  it('when the numbers are out of range, then each field gets the spec message', () => {
    const parsed = parseForm(tourInputSchema, formValuesOf({ ...emptyDraft(), name: 'X', tourType: 'luxury', location: 'Mara', price: '-1', duration: '0', rating: '6' }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({ price: 'Price must be ≥ 0', duration: 'Duration must be ≥ 1', rating: 'Rating must be between 0 and 5' });
  });

  it('when an itinerary row is moved, then only the order changes, and moves past either end do nothing', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });
});
