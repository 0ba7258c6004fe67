import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema } from '@safari/shared/admin-dashboard';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { insertBooking } from '../../../test/staff-fixtures';

let db: TestDatabase;
let app: express.Express;
let auth: string;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Noon UTC on the 2nd of the month `back` months before the current one. */
function monthsAgo(back: number, day = 2): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
}
const monthKey = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  const admin = await insertUser(db.pool, { role: 'admin' });
  await insertUser(db.pool, { role: 'user' });
  await insertUser(db.pool, { role: 'moderator' });
  auth = `Bearer ${tokenFor(created.config.jwtSecret, admin)}`;
  const tour = await insertTour(db.pool, { slug: 'dash-tour' });
  await insertTour(db.pool, { slug: 'dash-draft', isPublished: false });
  await insertTour(db.pool, { slug: 'dash-deleted', deleted: true });

  // This month: 4 bookings; revenue is the money received (1000 + 500 + 900: the canceled one's refund is owed, not yet made).
  // A few minutes ago, but never before the 1st of this month (a run just after midnight on the 1st).
  const monthStart = monthsAgo(0, 1).getTime() - 12 * 3_600_000;
  const thisMonth = (minute: number) => new Date(Math.max(Date.now() - 60_000 * (10 - minute), monthStart + minute * 1_000)).toISOString();
  await insertBooking(db.pool, { tourId: tour, amount: 1000, status: 'confirmed', paymentStatus: 'paid', createdAt: thisMonth(1), contactName: 'First' });
  await insertBooking(db.pool, { tourId: tour, amount: 500, status: 'pending', paymentStatus: 'paid', createdAt: thisMonth(2), contactName: 'Second' });
  await insertBooking(db.pool, { tourId: tour, amount: 700, status: 'confirmed', paymentStatus: 'unpaid', createdAt: thisMonth(3), contactName: 'Third' });
  await insertBooking(db.pool, { tourId: tour, amount: 900, status: 'canceled', paymentStatus: 'paid', createdAt: thisMonth(4), contactName: 'Newest', contactEmail: 'newest@example.com' });
  // Two months ago, five months ago (refunded: no revenue), and seven months ago (outside the chart).
  await insertBooking(db.pool, { tourId: tour, amount: 250.25, paymentStatus: 'paid', createdAt: monthsAgo(2).toISOString() });
  await insertBooking(db.pool, { tourId: tour, amount: 300, paymentStatus: 'refunded', createdAt: monthsAgo(5).toISOString() });
  await insertBooking(db.pool, { tourId: tour, amount: 2000, paymentStatus: 'paid', createdAt: monthsAgo(7).toISOString() });

  await db.pool.query(`insert into enquiries (channel, name, message) values ('contact', 'A', 'Hi'), ('chat', 'B', 'Hello')`);
  await db.pool.query(`insert into enquiries (channel, name, message, handled_at) values ('contact', 'C', 'Done', now())`);
});

afterAll(async () => {
  await db?.drop();
});

describe('GET /api/dashboard', () => {
  it('when an admin asks, then the totals are computed from the rows', async () => {
    const dashboard = dashboardSchema.parse((await request(app).get('/api/dashboard').set('Authorization', auth).expect(200)).body);
    expect(dashboard.totals).toEqual({ users: 3, tours: 2, bookings: 7, revenue: 4650.25 });
    expect(dashboard.unansweredEnquiries).toBe(2);
  });

  it('when an admin asks, then the last 6 months come oldest first, zero-filled, with bookings and paid revenue', async () => {
    const { months } = dashboardSchema.parse((await request(app).get('/api/dashboard').set('Authorization', auth).expect(200)).body);
    const expected = [5, 4, 3, 2, 1, 0].map((back) => {
      const date = monthsAgo(back);
      return { month: monthKey(date), label: MONTH_NAMES[date.getUTCMonth()], bookings: 0, revenue: 0 };
    });
    expected[0] = { ...expected[0]!, bookings: 1, revenue: 0 };
    expected[3] = { ...expected[3]!, bookings: 1, revenue: 250.25 };
    expected[5] = { ...expected[5]!, bookings: 4, revenue: 2400 };
    expect(months).toEqual(expected);
  });

  it('when an admin asks, then the 5 newest bookings come newest first with customer and payment state', async () => {
    const { latestBookings } = dashboardSchema.parse((await request(app).get('/api/dashboard').set('Authorization', auth).expect(200)).body);
    expect(latestBookings).toHaveLength(5);
    expect(latestBookings.map((booking) => booking.customerName).slice(0, 4)).toEqual(['Newest', 'Third', 'Second', 'First']);
    expect(latestBookings[0]).toMatchObject({
      tourName: 'Fixture Tour',
      email: 'newest@example.com',
      travelDate: '2027-01-15',
      amount: 900,
      status: 'canceled',
      paymentStatus: 'paid',
    });
    expect(latestBookings[0]?.reference).toMatch(/^SAF-/);
  });
});
