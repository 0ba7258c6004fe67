import { describe, expect, it } from 'vitest';
import { initialValues } from '../lib/booking-form';
import { pageTourKey, quickBookingTarget } from './quick-booking-dialog';

const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('quickBookingTarget', () => {
  it('when the quick booking is submitted, then the address holds the tour only and the values travel in the history state', () => {
    const date = inDays(30);
    const target = quickBookingTarget({ tourId: 'abc-1', name: ' Amina W ', email: 'amina@example.com', date, adults: 2, children: 1 });
    expect(target.path).toBe('/booking/abc-1');
    expect(target.state).toEqual({ quickBooking: { date, adults: 2, children: 1, name: 'Amina W', email: 'amina@example.com' } });
    expect(initialValues(new URLSearchParams(), target.state)).toMatchObject({ name: 'Amina W', email: 'amina@example.com', date, adults: '2', children: '1' });
  });
  it('when counts are out of range, then they are raised to the minimums', () => {
    expect(quickBookingTarget({ tourId: 't', name: '', email: '', date: '', adults: 0, children: -3 }).state.quickBooking).toMatchObject({ adults: 1, children: 0 });
  });
});

describe('pageTourKey', () => {
  it('when a tour page or its booking page is open, then its id or slug is found; elsewhere nothing', () => {
    expect(pageTourKey('/tours/masai-mara-classic')).toBe('masai-mara-classic');
    expect(pageTourKey('/booking/abc-1/')).toBe('abc-1');
    expect(pageTourKey('/tours')).toBeNull();
    expect(pageTourKey('/tours/a/b')).toBeNull();
    expect(pageTourKey('/')).toBeNull();
  });
});
