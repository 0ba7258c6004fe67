/**
 * Receipts through the real app and Postgres: the printable page and the PDF of a shilling payment
 * and of a refund recorded by staff, who may open them (the owner, the key holder, staff; nobody
 * else, and never under another booking), and the PDF attached to the e-mail of each.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema } from '@safari/shared/admin-bookings';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { formatDate } from '@safari/shared/format';
import { SITE } from '@safari/shared/site';
import type { Config } from '../../config';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody, notificationRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { createNotificationsWorker, emlAttachments, findEmlFile, parseEml } from '../../../test/mail';
import { binary, pdfText } from '../../../test/pdf';
import { nairobiToday } from '../../lib/rates.repo';
import { receiptAttachments } from './receipts.feature';

let db: TestDatabase;
let app: express.Express;
let config: Config;
let tourId: string;
const bearer = {} as Record<'admin' | 'moderator' | 'owner' | 'stranger', string>;
const RATE = 130;
const BASE_URL = 'https://safaris.example';

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { PUBLIC_BASE_URL: BASE_URL } });
  app = created.app;
  config = created.config;
  const token = (user: { id: string; role: 'admin' | 'moderator' | 'user' }) => `Bearer ${tokenFor(config.jwtSecret, user)}`;
  bearer.admin = token(await insertUser(db.pool, { role: 'admin', name: 'Amina Office' }));
  bearer.moderator = token(await insertUser(db.pool, { role: 'moderator' }));
  bearer.owner = token(await insertUser(db.pool, { role: 'user' }));
  bearer.stranger = token(await insertUser(db.pool, { role: 'user' }));
  tourId = await insertTour(db.pool, { slug: 'mara-receipts', name: 'Mara Receipts', price: 1000 });
  await request(app).put('/api/admin/rates').set('Authorization', bearer.admin).send({ KES: { rate: RATE, asOf: '2026-11-20' } }).expect(200);
});

afterAll(async () => {
  await db?.drop();
});

/** A $2 000 booking of the owner's account, paid later. */
async function book(): Promise<Booking & { accessKey: string }> {
  const res = await request(app)
    .post('/api/bookings')
    .set('Authorization', bearer.owner)
    .send(bookingBody(tourId, { date: '2099-08-01', adults: 2, children: 0, payment: { method: 'pesapal', payMode: 'later' } }))
    .expect(201);
  const booking = bookingSchema.parse(res.body);
  if (!booking.accessKey) throw new Error('no access key');
  return { ...booking, accessKey: booking.accessKey };
}

/** Staff record a payment or refund; its receipt number. */
async function record(bookingId: string, what: 'payments' | 'refunds', body: Record<string, unknown>): Promise<number> {
  const res = await request(app).post(`/api/admin/bookings/${bookingId}/${what}`).set('Authorization', bearer.admin).send(body).expect(201);
  const row = adminBookingSchema.parse(res.body).ledger.at(-1);
  if (!row) throw new Error('no ledger row');
  return row.receiptNo;
}

const page = (bookingId: string, receiptNo: number | string, suffix = '') => `/api/bookings/${bookingId}/receipts/${receiptNo}${suffix}`;

describe('the receipt of a payment and of a refund', () => {
  let booking: Booking & { accessKey: string };
  let paid: number;
  let refunded: number;

  beforeAll(async () => {
    booking = await book();
    // $800 at 130 shillings per dollar.
    paid = await record(booking.id, 'payments', { method: 'cash', amount: 104000, currency: 'KES', reference: 'CASH-0042' });
    // $100 back.
    refunded = await record(booking.id, 'refunds', { amount: 13000, currency: 'KES', method: 'mpesa', reference: 'RFD7Q2' });
  });

  it('when staff recorded a KES cash payment, then its page and its PDF carry the number, the booking reference, both currencies and the rate', async () => {
    const html = await request(app).get(page(booking.id, paid)).set(BOOKING_KEY_HEADER, booking.accessKey).expect(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const pdf = await binary(request(app).get(page(booking.id, paid, '.pdf')).set(BOOKING_KEY_HEADER, booking.accessKey)).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?receipt-${paid}\\.pdf"?$`));
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const expected = [
      'Payment received',
      `Receipt no. ${paid}`,
      formatDate(nairobiToday()),
      booking.reference,
      'Mara Receipts',
      'Amount received',
      'KSh 104,000',
      '$800',
      'KSh 130.00 per US$ on 20 Nov 2026',
      'Cash',
      'CASH-0042',
      'Amina Office',
      SITE.name,
      SITE.address,
      SITE.phone,
      SITE.email,
    ];
    const text = pdfText(bytes);
    for (const part of expected) {
      expect(html.text, part).toContain(part);
      expect(text, part).toContain(part);
    }
    // Printable on its own: A4 print styles, no script and none of the app's files.
    expect(html.text).toContain('@page { size: A4');
    expect(html.text).not.toMatch(/<script|<link/);
  });

  it('when staff recorded a refund, then its receipt says Refund with the amount back in both currencies and the rate', async () => {
    const html = await request(app).get(page(booking.id, refunded)).set('Authorization', bearer.admin).expect(200);
    const pdf = await binary(request(app).get(page(booking.id, refunded, '.pdf')).set('Authorization', bearer.admin)).expect(200);
    const text = pdfText(pdf.body as Buffer);
    for (const part of ['Refund', `Receipt no. ${refunded}`, booking.reference, 'Amount refunded', 'KSh 13,000', '$100', 'KSh 130.00 per US$ on 20 Nov 2026', 'M-Pesa', 'RFD7Q2']) {
      expect(html.text, part).toContain(part);
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain('Payment received');
    expect(html.text).not.toContain('Payment received');
  });

  it('when a stranger asks, then 404; the key holder (header or link), the owner and staff with the bookings get it', async () => {
    for (const suffix of ['', '.pdf']) {
      const url = page(booking.id, paid, suffix);
      // Nobody else: no credentials, a wrong key, another traveller, staff without the bookings.
      expect((await request(app).get(url)).status, `${url} anonymous`).toBe(404);
      expect((await request(app).get(url).set(BOOKING_KEY_HEADER, 'x'.repeat(43))).status, `${url} wrong key`).toBe(404);
      expect((await request(app).get(`${url}?key=${'x'.repeat(43)}`)).status, `${url} wrong link key`).toBe(404);
      expect((await request(app).get(url).set('Authorization', bearer.stranger)).status, `${url} another traveller`).toBe(404);
      expect((await request(app).get(url).set('Authorization', bearer.moderator)).status, `${url} moderator`).toBe(404);
      // Those who may.
      expect((await request(app).get(url).set(BOOKING_KEY_HEADER, booking.accessKey)).status, `${url} key header`).toBe(200);
      expect((await request(app).get(`${url}?key=${encodeURIComponent(booking.accessKey)}`)).status, `${url} link key`).toBe(200);
      expect((await request(app).get(url).set('Authorization', bearer.owner)).status, `${url} owner`).toBe(200);
      expect((await request(app).get(url).set('Authorization', bearer.admin)).status, `${url} admin`).toBe(200);
    }
  });

  it("when another booking's receipt number is asked under this booking, then 404, even for its key holder and staff", async () => {
    const other = await book();
    const theirs = await record(other.id, 'payments', { method: 'cash', amount: 100, currency: 'USD' });
    for (const suffix of ['', '.pdf']) {
      const url = page(booking.id, theirs, suffix);
      expect((await request(app).get(url).set(BOOKING_KEY_HEADER, booking.accessKey)).status, `${url} this booking's key`).toBe(404);
      expect((await request(app).get(url).set(BOOKING_KEY_HEADER, other.accessKey)).status, `${url} the other booking's key`).toBe(404);
      expect((await request(app).get(url).set('Authorization', bearer.admin)).status, `${url} admin`).toBe(404);
      await request(app).get(page(other.id, theirs, suffix)).set(BOOKING_KEY_HEADER, other.accessKey).expect(200);
    }
    // Numbers that are no receipt, and ids that are no booking.
    for (const url of [page(booking.id, 999_999), page(booking.id, 'abc'), page(booking.id, '0'), page('not-a-uuid', paid), page(booking.id, '1.5', '.pdf')]) {
      expect((await request(app).get(url).set('Authorization', bearer.admin)).status, url).toBe(404);
    }
  });

  it('when a dollar payment of a dollar booking is printed, then it shows its shillings at the office rate of that day', async () => {
    const other = await book();
    const no = await record(other.id, 'payments', { method: 'bank_transfer', amount: 250.5, currency: 'USD', reference: 'TT-9' });
    const html = await request(app).get(page(other.id, no)).set(BOOKING_KEY_HEADER, other.accessKey).expect(200);
    expect(html.text).toContain('$250.50');
    expect(html.text).toContain('KSh 32,565');
    expect(html.text).toContain('KSh 130.00 per US$ on 20 Nov 2026');
  });
});

describe('the e-mails of a payment and of a refund', () => {
  it('when staff record a payment and a refund, then each e-mail carries its receipt as a PDF and links to the printable page', async () => {
    const booking = await book();
    await db.pool.query('delete from notifications');
    const paid = await record(booking.id, 'payments', { method: 'cash', amount: 52000, currency: 'KES', reference: 'CASH-7' });
    const refunded = await record(booking.id, 'refunds', { amount: 50, currency: 'USD', method: 'cash' });
    const worker = createNotificationsWorker({ pool: db.pool, mail: config.mail, publicBaseUrl: BASE_URL, attachments: receiptAttachments(db.pool) });
    expect((await worker.runOnce()).failed).toBe(0);
    await worker.stop();

    const rows = await notificationRows(db.pool);
    for (const [kind, receiptNo] of [
      ['payment_confirmed', paid],
      ['refund_recorded', refunded],
    ] as const) {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.payload.receiptNo === receiptNo);
      expect(row?.status, kind).toBe('sent');
      const file = await findEmlFile(config.mail.dir, row!.id);
      const source = await readFile(path.join(config.mail.dir, file!), 'utf8');
      const files = emlAttachments(source);
      expect(files.map((attached) => [attached.filename, attached.contentType]), kind).toEqual([[`receipt-${receiptNo}.pdf`, 'application/pdf']]);
      const attached = files[0]!.content;
      expect(attached.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The same receipt as the printable page's PDF.
      const served = await binary(request(app).get(page(booking.id, receiptNo, '.pdf')).set(BOOKING_KEY_HEADER, booking.accessKey)).expect(200);
      expect(pdfText(attached), kind).toBe(pdfText(served.body as Buffer));
      expect(pdfText(attached)).toContain(`Receipt no. ${receiptNo}`);

      // The e-mail's own text is still read from the file, with a link that opens the page.
      const { text } = parseEml(source);
      const link = new RegExp(`View receipt: ${BASE_URL.replace(/\./g, '\\.')}(/api/bookings/${booking.id}/receipts/${receiptNo}\\?key=\\S+)`).exec(text);
      expect(link, text).not.toBeNull();
      const opened = await request(app).get(link![1]!).expect(200);
      expect(opened.text).toContain(`Receipt no. ${receiptNo}`);
      // and that page's PDF link keeps the key.
      expect(opened.text).toContain(`href="/api/bookings/${booking.id}/receipts/${receiptNo}.pdf?key=`);
    }
  });
});

describe('GET /api/docs', () => {
  it('when fetched, then both receipt routes are documented', async () => {
    const doc = (await request(app).get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/bookings/{id}/receipts/{receiptNo}']?.get).toBeDefined();
    expect(doc.paths['/api/bookings/{id}/receipts/{receiptNo}.pdf']?.get).toBeDefined();
  });
});
