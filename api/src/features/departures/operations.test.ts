/**
 * Departure operations through the real app and Postgres: a move is checked against the target's
 * seats, cancelling a departure cancels its bookings, e-mails every traveller and leaves paid ones
 * owing a refund, and a bulk create skips the dates the tour already departs on.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema } from '@safari/shared/admin-bookings';
import { bookingSchema } from '@safari/shared/booking';
import {
  adminDepartureDetailSchema,
  adminDepartureSchema,
  bookingMoveOptionsSchema,
  bookingMoveResultSchema,
  BULK_DEPARTURES_MAX,
  bulkDates,
  bulkDepartureResultSchema,
  DEPARTURE_ADMIN_MESSAGES as A,
  departureCancelResultSchema,
  type AdminDeparture,
} from '@safari/shared/departures';
import { travelDateLabel } from '@safari/shared/booking-rules';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody, notificationRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { renderNotification } from '../../../test/mail';
import { nairobiToday } from '../../lib/rates.repo';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let traveller: string;
let tourId: string;
let otherTourId: string;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);
const NO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' } });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  traveller = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'ops-camping', name: 'Ops Camping', price: 300 });
  otherTourId = await insertTour(db.pool, { slug: 'ops-other', name: 'Ops Other', price: 500 });
});

afterAll(async () => {
  await db?.drop();
});

const asAdmin = (req: request.Test) => req.set('Authorization', admin);

async function addDeparture(seats: number, days: number, tour = tourId, price?: number): Promise<AdminDeparture> {
  const res = await asAdmin(request(app).post(`/api/admin/tours/${tour}/departures`)).send({ date: inDays(days), seats, price, pickup: 'Nairobi, Hilton', pickupTime: '07:00' }).expect(201);
  return adminDepartureSchema.parse(res.body);
}

async function book(departureId: string, adults: number, children = 0, email = 'amina@example.com', tour = tourId, change: Record<string, unknown> = {}) {
  const res = await request(app)
    .post('/api/bookings')
    .send(
      bookingBody(tour, { departureId, adults, children, date: inDays(1), contact: { name: 'Amina Wanjiru', email, phone: '+254 712 345 678' }, payment: { method: 'pesapal', payMode: 'later' }, ...change }),
    )
    .expect(201);
  return bookingSchema.parse(res.body);
}

const departure = async (id: string) => adminDepartureDetailSchema.parse((await asAdmin(request(app).get(`/api/admin/departures/${id}`)).expect(200)).body);
const mailsTo = async (kind: string) => (await notificationRows(db.pool)).filter((row) => row.kind === kind);

describe('moving a booking to another departure', () => {
  it('when the target has fewer seats left than the party, then 409 says how many and nothing moves; when they fit, the booking takes its date and the traveller is e-mailed', async () => {
    const from = await addDeparture(10, 40);
    const to = await addDeparture(4, 47);
    const party = await book(from.id, 2, 1, 'party@example.com');
    const other = await book(to.id, 2, 0, 'other@example.com');

    const refused = await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: to.id }).expect(409);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^Only 2 seats left on \d{1,2} [A-Z][a-z]{2} \d{4}$/), seatsLeft: 2 });
    expect((await departure(from.id)).free).toBe(7);
    expect((await departure(to.id)).free).toBe(2);
    expect(await mailsTo('booking_moved')).toHaveLength(0);

    // A seat frees up on the target: the party now fits.
    await asAdmin(request(app).put(`/api/bookings/${other.id}/cancel`)).expect(200);
    const moved = bookingMoveResultSchema.parse((await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: to.id }).expect(200)).body);
    expect(moved).toMatchObject({ bookingId: party.id, date: to.date, previous: { departureId: from.id, date: from.date }, departure: { id: to.id, free: 1 } });
    expect((await departure(from.id)).free).toBe(10);
    const target = await departure(to.id);
    expect(target.bookings.map((booking) => booking.reference)).toEqual([party.reference]);
    const staffView = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}`)).expect(200)).body);
    expect(staffView.date).toBe(to.date);

    const mails = await mailsTo('booking_moved');
    expect(mails.map((mail) => mail.recipient)).toEqual(['party@example.com']);
    expect(mails[0]?.payload).toMatchObject({ reference: party.reference, date: to.date, previousDate: from.date, pickup: 'Nairobi, Hilton' });
    const audit = await db.pool.query<{ action: string }>(`select action from audit_log where entity = 'booking' and entity_id = $1 and action = 'move'`, [party.id]);
    expect(audit.rows).toHaveLength(1);
  });

  it('when the target is another tour’s, the same departure, closed, or unknown, then it is refused and the booking stays', async () => {
    const from = await addDeparture(10, 50);
    const closed = await addDeparture(10, 51);
    await asAdmin(request(app).put(`/api/admin/departures/${closed.id}`)).send({ status: 'closed' }).expect(200);
    const elsewhere = await addDeparture(10, 52, otherTourId);
    const party = await book(from.id, 2);
    const move = (departureId: string) => asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId });

    expect((await move(elsewhere.id).expect(400)).body.fields).toEqual({ departureId: A.moveOtherTour });
    expect((await move(from.id).expect(400)).body.fields).toEqual({ departureId: A.moveSameDeparture });
    expect((await move(NO_ID).expect(400)).body.fields).toEqual({ departureId: A.notFound });
    expect((await move(closed.id).expect(409)).body).toEqual({ error: A.moveDepartureNotOpen, seatsLeft: 0 });
    expect((await departure(from.id)).bookings.map((booking) => booking.id)).toEqual([party.id]);
  });
});

describe('the balance due date of a moved booking', () => {
  it('when a booking moves, then its balance falls due the tour’s days before the new date, as the audit and the e-mail say; when that day is past, it is due today', async () => {
    const dueTour = await insertTour(db.pool, { slug: 'ops-due', name: 'Ops Due', price: 300 });
    await db.pool.query('update tours set balance_due_days = 45 where id = $1', [dueTour]);
    const from = await addDeparture(10, 120, dueTour);
    const later = await addDeparture(10, 150, dueTour);
    const soon = await addDeparture(10, 20, dueTour);
    const party = await book(from.id, 2, 0, 'due@example.com', dueTour);
    const view = async () => adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}`)).expect(200)).body);
    expect((await view()).balanceDueDate).toBe(daysBefore(from.date, 45));

    await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: later.id }).expect(200);
    expect(await view()).toMatchObject({ date: later.date, balanceDueDate: daysBefore(later.date, 45) });
    // 20 days out, 45 days before travel has passed: the balance is due now, not on a day gone by.
    await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: soon.id }).expect(200);
    expect(await view()).toMatchObject({ date: soon.date, balanceDueDate: nairobiToday(), dueNow: 600 });

    const audit = await db.pool.query<{ details: { balanceDue?: unknown } }>(`select details from audit_log where entity = 'booking' and entity_id = $1 and action = 'move' order by id`, [party.id]);
    expect(audit.rows.map((row) => row.details.balanceDue)).toEqual([
      { from: daysBefore(from.date, 45), to: daysBefore(later.date, 45) },
      { from: daysBefore(later.date, 45), to: nairobiToday() },
    ]);
    const mails = (await mailsTo('booking_moved')).filter((mail) => mail.recipient === 'due@example.com');
    expect(mails.map((mail) => (mail.payload.balance as { dueDate: string }).dueDate)).toEqual([daysBefore(later.date, 45), nairobiToday()]);
    const text = renderNotification('booking_moved', mails[0]?.payload, { publicBaseUrl: 'https://safari.example' }).text;
    expect(text).toContain(`Balance to pay: $600 by ${travelDateLabel(daysBefore(later.date, 45))}`);
  });

  it('when the office set the due date by hand, then a move keeps it as many days before travel, and the audit says it was set by hand', async () => {
    const dueTour = await insertTour(db.pool, { slug: 'ops-due-hand', name: 'Ops Due Hand', price: 300 });
    await db.pool.query('update tours set balance_due_days = 45 where id = $1', [dueTour]);
    const from = await addDeparture(10, 120, dueTour);
    const later = await addDeparture(10, 150, dueTour);
    const party = await book(from.id, 2, 0, 'due-hand@example.com', dueTour);
    await asAdmin(request(app).put(`/api/admin/bookings/${party.id}/balance-due`)).send({ balanceDueDate: daysBefore(from.date, 10) }).expect(200);

    await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: later.id }).expect(200);
    const view = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}`)).expect(200)).body);
    expect(view).toMatchObject({ date: later.date, balanceDueDate: daysBefore(later.date, 10) });
    const audit = await db.pool.query<{ details: { balanceDue?: unknown } }>(`select details from audit_log where entity = 'booking' and entity_id = $1 and action = 'move'`, [party.id]);
    expect(audit.rows.map((row) => row.details.balanceDue)).toEqual([{ from: daysBefore(from.date, 10), to: daysBefore(later.date, 10), byHand: true }]);
  });
});

describe('the price of a moved booking', () => {
  it('when the target departure has its own price, then the dialog’s options show both totals, the agreed price is kept by default, and applied on request: the balance follows, the audit says so and the e-mail states the new total and balance', async () => {
    const from = await addDeparture(10, 90);
    const dearer = await addDeparture(10, 91, tourId, 350);
    const dearest = await addDeparture(10, 92, tourId, 400);
    const party = await book(from.id, 2, 0, 'reprice@example.com');
    expect(party.amount).toBe(600);
    await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/payments`)).send({ method: 'cash', amount: 200, currency: 'USD' }).expect(201);

    // What the move dialog reads: the agreed money, and each other open departure with the party's total at its price.
    const options = bookingMoveOptionsSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}/move-options`)).expect(200)).body);
    expect(options.agreed).toEqual({ amount: 600, paid: 200, balance: 400, currency: 'USD' });
    expect(options.items.map((item) => item.id)).not.toContain(from.id);
    expect(options.items.find((item) => item.id === dearer.id)).toMatchObject({ date: dearer.date, free: 10, price: { amount: 700, currency: 'USD' } });
    expect(options.items.find((item) => item.id === dearest.id)?.price).toEqual({ amount: 800, currency: 'USD' });

    // Left out, `reprice` keeps the agreed price (the contract before it existed); the audit notes the other price.
    const kept = bookingMoveResultSchema.parse((await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: dearer.id }).expect(200)).body);
    expect(kept).toMatchObject({ date: dearer.date, total: { amount: 600, currency: 'USD' }, repriced: false });
    const audit = async () =>
      (await db.pool.query<{ details: { priceNote?: string } }>(`select details from audit_log where entity = 'booking' and entity_id = $1 and action = 'move' order by id`, [party.id])).rows;
    expect((await audit())[0]?.details.priceNote).toBe('Agreed price of $600 kept; the new departure’s price would be $700');

    const applied = bookingMoveResultSchema.parse((await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: dearest.id, reprice: true }).expect(200)).body);
    expect(applied).toMatchObject({ date: dearest.date, total: { amount: 800, currency: 'USD' }, repriced: true });
    const view = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}`)).expect(200)).body);
    expect(view).toMatchObject({ departureId: dearest.id, price: 800, paymentStatus: 'partially paid', totals: { paid: 200, balance: 600 } });
    // A price is what is owed, not money that moved: the ledger still holds the one payment.
    expect(view.ledger.map((row) => [row.kind, row.amount])).toEqual([['payment', 200]]);
    expect((await audit())[1]?.details.priceNote).toBe('Price changed from $600 to $800, the new departure’s price');

    const mails = (await mailsTo('booking_moved')).filter((mail) => mail.recipient === 'reprice@example.com');
    expect(mails.map((mail) => mail.payload)).toEqual([
      expect.objectContaining({ amount: 600, balance: expect.objectContaining({ amount: 400, currency: 'USD' }) }),
      expect.objectContaining({ amount: 800, previousAmount: 600, balance: expect.objectContaining({ amount: 600, currency: 'USD' }) }),
    ]);
    const text = renderNotification('booking_moved', mails[1]?.payload, { publicBaseUrl: 'https://safari.example' }).text;
    expect(text).toContain('Total: $800');
    expect(text).toContain('Previous total: $600');
    expect(text).toMatch(/Balance to pay: \$600 by /);
  });

  it('when a shilling booking moves to a departure priced in dollars, then applying its price keeps the shillings; with no shilling price left, then applying one is refused with 400 and nothing changes', async () => {
    const kesTour = await insertTour(db.pool, { slug: 'ops-kes', name: 'Ops Shillings', price: 300 });
    await db.pool.query('update tours set resident_price_kes = 20000 where id = $1', [kesTour]);
    await asAdmin(request(app).put('/api/admin/rates')).send({ KES: { rate: 130, asOf: nairobiToday() } }).expect(200);
    const from = await addDeparture(10, 80, kesTour);
    const dollars = await addDeparture(10, 81, kesTour, 350);
    const last = await addDeparture(10, 82, kesTour, 400);
    const party = await book(from.id, 2, 0, 'kes@example.com', kesTour, { residency: 'resident' });
    expect(party).toMatchObject({ amount: 40000, currency: 'KES' });
    await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/payments`)).send({ method: 'mpesa_till', amount: 10000, currency: 'KES', reference: 'QK7H2M9P1A' }).expect(201);
    const move = (departureId: string) => asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId, reprice: true });
    const view = async () => adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}`)).expect(200)).body);

    // A resident pays the tour's shilling price on any departure, as the booking form charges it.
    expect(bookingMoveResultSchema.parse((await move(dollars.id).expect(200)).body)).toMatchObject({ total: { amount: 40000, currency: 'KES' }, repriced: false });

    // Without a shilling price, the rule gives dollars: no price to apply to a shilling booking.
    await db.pool.query('update tours set resident_price_kes = null where id = $1', [kesTour]);
    const options = bookingMoveOptionsSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${party.id}/move-options`)).expect(200)).body);
    expect(options.items.find((item) => item.id === last.id)?.price).toBeNull();
    const mailsBefore = (await mailsTo('booking_moved')).length;
    expect((await move(last.id).expect(400)).body).toEqual({ error: A.moveNoPrice, fields: { reprice: A.moveNoPrice } });
    expect(await view()).toMatchObject({ departureId: dollars.id, date: dollars.date, price: 40000, currency: 'KES', paymentStatus: 'partially paid', totals: { paid: 10000, balance: 30000, currency: 'KES' } });
    expect((await view()).ledger.map((row) => [row.kind, row.amount, row.currency])).toEqual([['payment', 10000, 'KES']]);
    expect((await departure(last.id)).free).toBe(10);
    expect(await mailsTo('booking_moved')).toHaveLength(mailsBefore);

    // Keeping the agreed price, it moves in shillings.
    const kept = bookingMoveResultSchema.parse((await asAdmin(request(app).post(`/api/admin/bookings/${party.id}/move`)).send({ departureId: last.id }).expect(200)).body);
    expect(kept).toMatchObject({ date: last.date, total: { amount: 40000, currency: 'KES' }, repriced: false });
  });

  it('when the booking is unknown, then its move options answer 404; a traveller gets 403', async () => {
    await asAdmin(request(app).get(`/api/admin/bookings/${NO_ID}/move-options`)).expect(404);
    await request(app).get(`/api/admin/bookings/${NO_ID}/move-options`).set('Authorization', traveller).expect(403);
  });
});

describe('cancelling a departure', () => {
  it('when staff cancel it, then every booking is cancelled, every traveller is e-mailed, paid ones owe a refund, and its seats and guide are free', async () => {
    const doomed = await addDeparture(12, 60);
    const paid = await book(doomed.id, 2, 0, 'paid@example.com');
    const unpaid = await book(doomed.id, 1, 1, 'unpaid@example.com');
    const gone = await book(doomed.id, 1, 0, 'gone@example.com');
    await asAdmin(request(app).put(`/api/bookings/${gone.id}/cancel`)).expect(200);
    // Paid in the office: the money is held, so cancelling owes it back.
    await db.pool.query(`update bookings set payment_status = 'paid', status = 'confirmed' where id = $1`, [paid.id]);
    const guide = (await asAdmin(request(app).post('/api/admin/fleet/guides')).send({ name: 'Joseph Lekishon', phone: '+254 700 111 222', languages: ['English'] }).expect(201)).body as { id: string };
    await asAdmin(request(app).put(`/api/admin/departures/${doomed.id}`)).send({ guideId: guide.id }).expect(200);

    const result = departureCancelResultSchema.parse((await asAdmin(request(app).post(`/api/admin/departures/${doomed.id}/cancel`)).expect(200)).body);
    expect(result.bookingsCancelled).toBe(2);
    expect(result.refundOwed).toEqual([{ bookingId: paid.id, reference: paid.reference, customer: 'Amina Wanjiru', paymentStatus: 'paid' }]);
    expect(result.departure).toMatchObject({ status: 'cancelled', sold: 0, held: 0 });

    const mails = await mailsTo('departure_cancelled');
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(['paid@example.com', 'unpaid@example.com']);
    expect(mails.find((mail) => mail.recipient === 'paid@example.com')?.payload).toMatchObject({ refundOwed: true, reference: paid.reference });
    expect(mails.find((mail) => mail.recipient === 'unpaid@example.com')?.payload).toMatchObject({ refundOwed: false });

    const paidView = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${paid.id}`)).expect(200)).body);
    expect(paidView).toMatchObject({ status: 'canceled', refundOwed: true });
    const unpaidView = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${unpaid.id}`)).expect(200)).body);
    expect(unpaidView).toMatchObject({ status: 'canceled', refundOwed: false });
    const { rows } = await db.pool.query<{ seats_taken: number }>('select seats_taken from departures where id = $1', [doomed.id]);
    expect(rows[0]?.seats_taken).toBe(0);

    // The guide is free for another departure that day, and a second cancel changes nothing.
    const sameDay = await addDeparture(6, 60, otherTourId);
    await asAdmin(request(app).put(`/api/admin/departures/${sameDay.id}`)).send({ guideId: guide.id }).expect(200);
    expect((await asAdmin(request(app).post(`/api/admin/departures/${doomed.id}/cancel`)).expect(409)).body.error).toBe(A.alreadyCancelled);
    expect(await mailsTo('departure_cancelled')).toHaveLength(2);
  });

  it('when the office cancels a departure ten days out, then a traveller who paid is owed all of it, not the policy’s share', async () => {
    // Ten days before travel the tour's policy refunds nothing to a traveller who cancels.
    const late = await addDeparture(8, 10);
    const booking = await book(late.id, 1);
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'cash', amount: 100, currency: 'USD' }).expect(201);
    await asAdmin(request(app).post(`/api/admin/departures/${late.id}/cancel`)).expect(200);
    const view = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${booking.id}`)).expect(200)).body);
    expect(view).toMatchObject({ status: 'canceled', refundOwed: true, refundDue: 100 });
  });

  it('when staff set a departure with bookings to cancelled by editing it, then they are sent to Cancel departure instead', async () => {
    const busy = await addDeparture(5, 65);
    await book(busy.id, 1);
    const refused = await asAdmin(request(app).put(`/api/admin/departures/${busy.id}`)).send({ status: 'cancelled' }).expect(400);
    expect(refused.body.fields).toEqual({ status: A.cancelWithBookings });
  });
});

describe('creating departures in bulk', () => {
  it('when staff ask for every Saturday of a period, then each gets a departure, the dates the tour already departs on are skipped and listed', async () => {
    const start = inDays(100);
    const end = daysBefore(start, -62);
    const saturdays = bulkDates(start, end, [6]);
    expect(saturdays.length).toBeGreaterThanOrEqual(8);
    const existing = saturdays[2]!;
    await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures`)).send({ date: existing, seats: 7 }).expect(201);

    const res = await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures/bulk`)).send({ from: start, to: end, weekdays: [6], seats: 7, price: 350, pickup: 'Nairobi, Hilton' }).expect(201);
    const result = bulkDepartureResultSchema.parse(res.body);
    expect(result.skipped).toEqual([existing]);
    expect(result.items.map((item) => item.date)).toEqual(saturdays.filter((date) => date !== existing));
    for (const item of result.items) {
      expect(new Date(`${item.date}T00:00:00Z`).getUTCDay()).toBe(6);
      expect(item).toMatchObject({ seats: 7, free: 7, price: 350, pickup: 'Nairobi, Hilton', status: 'open' });
    }
    // Again: everything is skipped, nothing doubles.
    const again = bulkDepartureResultSchema.parse((await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures/bulk`)).send({ from: start, to: end, weekdays: [6], seats: 7 }).expect(201)).body);
    expect(again).toEqual({ items: [], skipped: saturdays });
    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from departures where tour_id = $1 and date between $2::date and $3::date`, [tourId, start, end]);
    expect(rows[0]?.n).toBe(saturdays.length);
  });

  it('when the period holds too many departures, starts in the past, or has no weekday, then 400 and nothing is made', async () => {
    const bulk = (body: Record<string, unknown>) => asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures/bulk`)).send({ seats: 7, ...body });
    const tooMany = await bulk({ from: inDays(1), to: inDays(BULK_DEPARTURES_MAX + 30), weekdays: [0, 1, 2, 3, 4, 5, 6] }).expect(400);
    expect(tooMany.body.fields).toEqual({ to: A.bulkTooMany(BULK_DEPARTURES_MAX) });
    expect((await bulk({ from: inDays(-3), to: inDays(10), weekdays: [1] }).expect(400)).body.fields).toHaveProperty('from');
    expect((await bulk({ from: inDays(3), to: inDays(10), weekdays: [] }).expect(400)).body.fields).toEqual({ weekdays: A.bulkWeekdays });
    expect((await bulk({ from: inDays(10), to: inDays(3), weekdays: [1] }).expect(400)).body.fields).toEqual({ to: A.bulkRange });
    await request(app).post(`/api/admin/tours/${NO_ID}/departures/bulk`).set('Authorization', admin).send({ from: inDays(1), to: inDays(8), weekdays: [1], seats: 7 }).expect(404);
  });
});

describe('staff only', () => {
  it('when a traveller or a stranger calls a departure operation, then 403 or 401 and nothing changes', async () => {
    const target = await addDeparture(5, 70);
    const party = await book(target.id, 1);
    const calls = [
      () => request(app).post(`/api/admin/tours/${tourId}/departures/bulk`).send({ from: inDays(1), to: inDays(8), weekdays: [1], seats: 7 }),
      () => request(app).get(`/api/admin/departures/${target.id}`),
      () => request(app).post(`/api/admin/departures/${target.id}/cancel`),
      () => request(app).post(`/api/admin/bookings/${party.id}/move`).send({ departureId: target.id }),
      () => request(app).put(`/api/admin/departures/${target.id}`).send({ guideId: null }),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set('Authorization', traveller).expect(403);
    }
    expect((await departure(target.id)).status).toBe('open');
  });
});
