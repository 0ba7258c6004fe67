/** Bookings made for a traveller's screens through the API, as the checkout would make them (no clicks). */
import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { daysAhead } from '../e2e/offline/helpers';
import { auth } from './departures';
import { expect } from './fixtures';

export interface DepositPaidBooking {
  id: string;
  reference: string;
  depositAmount: number;
  balanceDueDate: string;
  accessKey: string;
}

/**
 * One adult on the tour in 150 days, booked by the signed-in traveller (`token`), its deposit paid
 * on the sandbox provider; returns once the booking shows the deposit paid.
 */
export async function depositPaidBooking(request: APIRequestContext, db: pg.Client, booking: { tourId: string; token: string; name: string; email: string }): Promise<DepositPaidBooking> {
  const headers = auth(booking.token);
  const created = await request.post('/api/bookings', {
    headers,
    data: {
      tourId: booking.tourId,
      date: daysAhead(150),
      adults: 1,
      children: 0,
      contact: { name: booking.name, email: booking.email, phone: '+254 712 345 678' },
      payment: { method: 'pesapal', payMode: 'deposit' },
      consent: true,
    },
  });
  expect(created.status()).toBe(201);
  const made = (await created.json()) as DepositPaidBooking;
  const started = await request.post(`/api/bookings/${made.id}/payments`, { headers, data: { method: 'pesapal' } });
  expect(started.status()).toBe(201);
  const { action } = (await started.json()) as { action: { url: string } };
  const session = new URL(action.url, 'https://x.example').searchParams.get('session');
  expect((await request.post(`/api/payments/sandbox/${session}/complete`)).status()).toBe(200);
  const status = async () => (await db.query<{ payment_status: string }>('select payment_status from bookings where id = $1', [made.id])).rows[0]?.payment_status;
  await expect.poll(status).toBe('deposit paid');
  return made;
}
