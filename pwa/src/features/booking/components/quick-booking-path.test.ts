import { describe, expect, it } from 'vitest';
import { quickBookingPath } from './quick-booking-dialog';

describe('quickBookingPath', () => {
  it('when the quick booking is submitted, then the booking page gets the tour id and the values as its query', () => {
    expect(quickBookingPath({ tourId: 'abc-1', name: ' Amina W ', email: 'amina@example.com', date: '2026-08-01', adults: 2, children: 1 })).toBe(
      '/booking/abc-1?name=Amina+W&email=amina%40example.com&date=2026-08-01&adults=2&children=1',
    );
  });
  it('when optional fields are empty and counts are out of range, then they are left out or raised to the minimums', () => {
    expect(quickBookingPath({ tourId: 't', name: '', email: '', date: '', adults: 0, children: -3 })).toBe('/booking/t?adults=1&children=0');
  });
});
