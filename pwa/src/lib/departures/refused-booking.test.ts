import { describe, expect, it } from 'vitest';
import { createOutboxItem } from '../../offline/outbox';
import type { OutboxItem } from '../../offline/types';
import { refusedSeatsOf } from './refused-booking';

const body = { tourId: 'tour-1', departureId: 'dep-1', adults: 2 };
const booking = (change: Partial<OutboxItem>): OutboxItem => ({
  ...createOutboxItem('item-1', { kind: 'booking', url: '/api/bookings', body, label: 'Safari booking' }, 0),
  ...change,
});

describe('refusedSeatsOf', () => {
  it('when a booking saved offline was answered 409 on delivery, then it reads as full with the way to the waitlist', () => {
    const item = booking({ state: 'failed', error: 'This departure is full', response: { status: 409, body: null } });
    expect(refusedSeatsOf(item)).toEqual({ message: 'This departure is full', waitlistPath: '/booking/tour-1?departure=dep-1' });
  });

  it('when it is waiting, refused for another reason or has no departure, then it is not a full departure', () => {
    expect(refusedSeatsOf(booking({}))).toBeNull();
    expect(refusedSeatsOf(booking({ state: 'failed', error: 'Enter a valid email address.', response: { status: 400, body: null } }))).toBeNull();
    expect(refusedSeatsOf(booking({ state: 'failed', body: { tourId: 'tour-1' }, response: { status: 409, body: null } }))).toBeNull();
  });
});
