import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE } from '@safari/shared/site';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { notificationRows } from '../../../test/bookings-fixtures';
import { renderNotification } from './notification-templates';
import { createOutbox } from './notifications.repo';
import { createNotificationsWorker, retryDelayMs, type RetryPolicy } from './notifications.worker';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPayload } from '../../lib/outbox';

let db: TestDatabase;
let mailDir: string;
const publicBaseUrl = 'https://safaris.example';
const retry: RetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 6 * 60 * 60_000, maxAttempts: 3 };

const bookingPayload = {
  bookingId: '7d1c7c52-0b5e-4a77-9a51-3b2a4c1e9f10',
  reference: 'SAF-7K3Q9',
  tourName: 'Masai Mara <Classic>',
  date: '2099-07-14',
  name: 'Amina Wanjiru',
  amount: 2600,
  currency: 'USD',
};

/** The .eml bodies are quoted-printable: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(source: string): string {
  const joined = source.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** A port where nothing listens: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function fileWorker(options: { retry?: RetryPolicy } = {}) {
  return createNotificationsWorker({
    pool: db.pool,
    mail: { smtpUrl: undefined, from: `"${SITE.name}" <${SITE.email}>`, dir: mailDir },
    publicBaseUrl,
    retry: options.retry ?? retry,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
});

beforeEach(async () => {
  await db.pool.query('delete from notifications');
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'safari-mail-'));
});

afterAll(async () => {
  await db?.drop();
});

describe('notifications worker', () => {
  it('when no SMTP server is configured, then each due e-mail is written once as an .eml file and marked sent', async () => {
    await createOutbox(db.pool).queue('payment_link', 'amina@example.com', { ...bookingPayload, phone: '+254 712 345 678' });
    await createOutbox(db.pool).queue('booking_received', 'amina@example.com', { ...bookingPayload, adults: 2, children: 1, payMode: 'later' });
    const worker = fileWorker();

    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    const files = (await readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const link = decodeQuotedPrintable(await readFile(path.join(mailDir, files.find((file) => file.includes('payment_link')) ?? ''), 'utf8'));
    expect(link).toContain('To: amina@example.com');
    expect(link).toContain(`From: ${SITE.name} <${SITE.email}>`);
    expect(link).toMatch(/Subject: Your payment link: Masai Mara <Classic> \(SAF-7K3Q9\)/);
    expect(link).toContain('Content-Type: text/plain');
    expect(link).toContain('Content-Type: text/html');
    expect(link).toContain(`${publicBaseUrl}/checkout/${bookingPayload.bookingId}`);
    expect(link).toContain('Masai Mara &lt;Classic&gt;');

    const rows = await notificationRows(db.pool);
    expect(rows.map((row) => [row.status, row.attempts, row.last_error])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(rows.every((row) => row.sent_at instanceof Date)).toBe(true);
    await rm(mailDir, { recursive: true, force: true });
  });

  it('when the SMTP server cannot be reached, then the e-mail waits with exponential backoff and finally fails', async () => {
    const port = await closedPort();
    await createOutbox(db.pool).queue('contact_received', 'zawadi@example.com', { name: 'Zawadi', subject: 'Dates', message: 'Hello' });
    const worker = createNotificationsWorker({
      pool: db.pool,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: SITE.email, dir: mailDir },
      publicBaseUrl,
      retry,
    });

    const before = Date.now();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await notificationRows(db.pool);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    const firstDelay = row!.next_attempt_at.getTime() - before;
    expect(firstDelay).toBeGreaterThanOrEqual(59_000);
    expect(firstDelay).toBeLessThan(65_000);

    // Not due yet: nothing is tried.
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });

    await db.pool.query(`update notifications set next_attempt_at = now() - interval '1 second'`);
    const second = Date.now();
    await worker.runOnce();
    [row] = await notificationRows(db.pool);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    const secondDelay = row!.next_attempt_at.getTime() - second;
    expect(secondDelay).toBeGreaterThanOrEqual(119_000);
    expect(secondDelay).toBeLessThan(125_000);

    await db.pool.query(`update notifications set next_attempt_at = now() - interval '1 second'`);
    await worker.runOnce();
    [row] = await notificationRows(db.pool);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    await worker.stop();
    expect(await readdir(mailDir)).toEqual([]);
  });

  it('when two workers (replicas) run at the same time, then every e-mail is sent exactly once', async () => {
    for (let i = 0; i < 30; i += 1) {
      await createOutbox(db.pool).queue('contact_received', `t${i}@example.com`, { name: `T${i}`, subject: 'Hi', message: 'Hello' });
    }
    const results = await Promise.all([fileWorker().runOnce(), fileWorker().runOnce(), fileWorker().runOnce()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(30);
    expect(await readdir(mailDir)).toHaveLength(30);
    expect((await notificationRows(db.pool)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('when a row cannot be rendered (unknown kind or broken payload), then it fails at once without retrying', async () => {
    await db.pool.query(`insert into notifications (kind, recipient, payload) values ('carrier_pigeon', 'a@b.co', '{}'), ('payment_link', 'a@b.co', '{"bookingId": 1}')`);
    expect(await fileWorker().runOnce()).toEqual({ sent: 0, failed: 2 });
    const rows = await notificationRows(db.pool);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(rows.every((row) => row.last_error?.startsWith('cannot render'))).toBe(true);
  });

  it('when the worker is started, then it sends on its interval until stopped', async () => {
    await createOutbox(db.pool).queue('contact_received', 'a@example.com', { name: 'A', subject: 'S', message: 'M' });
    const worker = createNotificationsWorker({
      pool: db.pool,
      mail: { smtpUrl: undefined, from: SITE.email, dir: mailDir },
      publicBaseUrl,
      intervalMs: 50,
    });
    worker.start();
    try {
      await expect.poll(async () => (await notificationRows(db.pool))[0]?.status, { timeout: 3_000 }).toBe('sent');
    } finally {
      await worker.stop();
    }
  });

  it('when a backlog is larger than a batch, then it is sent batch after batch at no more than the rate set, and all of it once', async () => {
    const outbox = createOutbox(db.pool);
    for (let i = 0; i < 45; i += 1) await outbox.queue('contact_received', `backlog${i}@example.com`, { name: `T${i}`, subject: 'S', message: 'M' });
    const sentAt: number[] = [];
    const worker = createNotificationsWorker({
      pool: db.pool,
      mail: { smtpUrl: undefined, from: SITE.email, dir: mailDir },
      publicBaseUrl,
      ratePerSecond: 100,
      mailer: {
        send: async (email) => {
          sentAt.push(Date.now());
          return `test ${email.to}`;
        },
        close: () => undefined,
      },
    });

    expect(await worker.runOnce()).toEqual({ sent: 45, failed: 0 });
    // Batches of 20 at 100 a second: the 21st e-mail at least 200 ms after the 1st, the 41st 400 ms.
    expect((sentAt[20] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(195);
    expect((sentAt[40] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(395);
    expect((await notificationRows(db.pool)).filter((row) => row.status === 'sent')).toHaveLength(45);
  });

  it('when delays grow, then they double from the base and stop at the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, retry))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20, retry)).toBe(6 * 60 * 60_000);
  });
});

describe('notification templates', () => {
  const ctx = { publicBaseUrl };
  it('when each kind is rendered, then it has a subject, a text and a branded HTML body', () => {
    // A sample for every kind that can be queued: a kind without a template fails to compile here.
    const payloads: { [K in NotificationKind]: NotificationPayload<K> } = {
      booking_received: { ...bookingPayload, adults: 2, children: 1, payMode: 'now' },
      payment_link: { ...bookingPayload, phone: '0712' },
      payment_confirmed: { ...bookingPayload, method: 'M-Pesa', receipt: 'QKJ4' },
      balance_reminder: { ...bookingPayload, balance: 1400, balanceCurrency: 'USD', dueDate: '2099-05-15', daysLeft: 7 },
      refund_recorded: { ...bookingPayload, refund: 300, refundCurrency: 'USD', method: 'Bank transfer', receiptNo: 12 },
      waitlist_offer: { name: 'Amina', tourName: 'Masai Mara Camping', date: '2099-07-14', party: 3, offerPath: '/tours/masai-mara-camping?departure=d1&offer=t1', expiresAt: '2099-07-01T10:30:00.000Z', holdMinutes: 30 },
      proposal_received: { name: 'Amina', destination: 'Masai Mara', startDate: '2099-07-14', endDate: '2099-07-20', adults: 2 },
      contact_received: { name: 'Amina', subject: 'Dates', message: 'When?' },
      password_reset: { name: 'Amina', resetUrl: '/reset-password?token=abc', expiresInMinutes: 60 },
      newsletter_welcome: { name: 'Amina', unsubscribePath: '/unsubscribe?token=t1' },
      email_verification: { name: 'Amina', verifyUrl: '/verify-email?token=v1', expiresInHours: 24 },
      email_changed: { name: 'Amina', newEmail: 'amina@new.example' },
      signup_attempt: { name: 'Amina' },
      booking_status_changed: { ...bookingPayload, status: 'canceled', previousStatus: 'confirmed', refundOwed: true },
      // Departure operations.
      departure_cancelled: { ...bookingPayload, refundOwed: true },
      booking_moved: { ...bookingPayload, previousDate: '2099-07-07', pickup: 'Nairobi, Hilton', pickupTime: '07:00' },
      travellers_reminder: { ...bookingPayload, missing: 2, seats: 3 },
      review_request: { bookingId: bookingPayload.bookingId, bookingKey: 'k3y', reference: 'SAF-7K3Q9', tourName: 'Masai Mara', date: '2099-07-14', name: 'Amina' },
      // Staff console: enquiries inbox.
      inbox_reply: { name: 'Amina', subject: 'Re: Dates in July', message: 'Hello Amina,\n\nJuly is perfect.', quote: { label: 'Your message', text: 'When?' } },
      chat_reply: { name: 'Amina', by: 'Wanjiru', message: 'Hello Amina,\n\nJuly is perfect.', chatPath: '/?chat=AAAAAAAAAAAAAAAAAAAAAA' },
      staff_alert: { name: 'Wanjiru', mode: 'hourly', events: [{ kind: 'booking.created', at: '2099-07-01T06:00:00.000Z', name: 'Amina', reference: 'SAF-7K3Q9', tour: 'Masai Mara' }], more: 2 },
    };
    const mails = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, renderNotification(kind, payloads[kind], ctx)]));
    expect(Object.keys(mails).sort()).toEqual(Object.keys(payloads).sort());
    for (const mail of Object.values(mails)) {
      expect(mail.subject.length).toBeGreaterThan(10);
      expect(mail.text).toContain(SITE.phone);
      expect(mail.html).toContain(SITE.name);
      expect(mail.html).toContain('#1B4332');
    }
    expect(mails.booking_received?.text).toContain('Travellers: 2 adults, 1 child');
    expect(mails.booking_received?.text).toContain('Total: $2,600');
    expect(mails.payment_confirmed?.subject).toBe('Payment confirmed: Masai Mara <Classic> (SAF-7K3Q9)');
    expect(mails.booking_status_changed?.subject).toBe('Booking canceled: Masai Mara <Classic> (SAF-7K3Q9)');
    expect(mails.booking_status_changed?.text).toContain('we owe you a refund');
    // The operator's full name, as the site and every e-mail footer spell it.
    expect(mails.email_verification?.subject).toBe('Confirm your e-mail for Pulse of the Wild Safaris');
    expect(mails.password_reset?.subject).toBe('Reset your Pulse of the Wild Safaris password');
    expect(mails.password_reset?.text).toContain(`${publicBaseUrl}/reset-password?token=abc`);
    expect(mails.newsletter_welcome?.text).toContain(`${publicBaseUrl}/unsubscribe?token=t1`);
  });

  it('when the code queues a kind anywhere, then that kind is in the list the worker renders (the newsletter welcome once was not)', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const queued = new Set<string>();
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8');
      for (const [, literal, constant] of source.matchAll(/\.queue\(\s*(?:'([a-z_]+)'|([A-Z_]+))\s*,/g)) {
        const kind = literal ?? new RegExp(`const ${constant} = '([a-z_]+)'`).exec(source)?.[1];
        expect(kind, `${file}: queue(${constant})`).toBeDefined();
        queued.add(kind!);
      }
    }
    expect(queued.size).toBeGreaterThanOrEqual(8);
    expect(queued).toContain('newsletter_welcome');
    for (const kind of queued) expect(NOTIFICATION_KINDS, kind).toContain(kind);
  });

  it('when a payload does not fit its kind, then rendering refuses it', () => {
    expect(() => renderNotification('payment_link', { name: 'x' }, ctx)).toThrow();
  });
});
