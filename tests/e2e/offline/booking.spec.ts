import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import type pg from 'pg';
import { test, expect } from '../../support/fixtures';
import { bookingForm, daysAhead, fillBooking, indicator, waitForServiceWorker } from './helpers';

const QUEUED = "Saved on your phone — we'll send it as soon as you're back online";
const SERVER_TROUBLE = "Saved on your phone — we couldn't reach our server just now, so we'll keep trying";

interface BookingRow {
  id: string;
  pay_mode: string;
  payment_method: string;
  adults: number;
}

async function pricedTour(db: pg.Client): Promise<{ id: string; name: string }> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `select id, name from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
  );
  return rows[0]!;
}

async function bookingsOf(db: pg.Client, email: string): Promise<BookingRow[]> {
  const { rows } = await db.query<BookingRow>('select id, pay_mode, payment_method, adults from bookings where contact_email = $1', [email]);
  return rows;
}

function traveller(tag: string) {
  const id = `${tag}-${randomUUID().slice(0, 8)}`;
  return { name: `Njeri ${id}`, email: `${id}@offline.example.com`, phone: '+254 722 000 111' };
}

/** Opens the booking page online and waits until the app works offline. */
async function openBooking(page: Page, tourId: string): Promise<void> {
  await page.goto(`/booking/${tourId}`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Safari' })).toBeVisible();
}

/** Opens a priced tour's booking page, goes offline and reserves it to pay later: the booking waits in the outbox. */
async function reserveOffline(page: Page, context: BrowserContext, db: pg.Client, tag: string, days: number) {
  const tour = await pricedTour(db);
  const who = traveller(tag);
  await openBooking(page, tour.id);
  await context.setOffline(true);
  await fillBooking(page, who, { date: daysAhead(days), method: /^M-Pesa/, payMode: 'Pay later' });
  await page.getByRole('button', { name: 'Reserve now, pay later' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  return { tour, who };
}

test.describe('offline booking', () => {
  test('when a booking is made offline, then it waits on the phone, survives a reload and reaches the server once when back online', async ({ page, context, db }) => {
    const tour = await pricedTour(db);
    const who = traveller('queued');
    await openBooking(page, tour.id);

    await context.setOffline(true);
    await fillBooking(page, who, { date: daysAhead(40), method: /^M-Pesa/, payMode: 'Pay later', extraAdults: 1 });
    await page.getByRole('button', { name: 'Reserve now, pay later' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
    await expect(page.getByText(QUEUED)).toBeVisible();
    // Not the success text: the server has not accepted anything yet.
    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toHaveCount(0);
    await expect(bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true })).toBeDisabled();
    await expect(indicator(page)).toHaveAccessibleName(/You are offline\. 1 submission waiting to be sent/);

    // The queue lives in IndexedDB: after a reload the booking page shows the same saved booking.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
    await expect(bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(who.name);
    await expect(indicator(page)).toHaveAccessibleName(/1 submission waiting to be sent/);
    expect(await bookingsOf(db, who.email)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(indicator(page)).toHaveCount(0);
    const rows = await bookingsOf(db, who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pay_mode: 'later', payment_method: 'mpesa', adults: 2 });
  });

  test('when a booking saved offline is delivered while the visitor is on Home, then Home shows its confirmation', async ({ page, context, db }) => {
    const { tour, who } = await reserveOffline(page, context, db, 'home', 45);
    // Home, in the app, still offline: nothing to confirm yet.
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Booking reserved' });
    await expect(panel).toHaveCount(0);

    // Back online, the page's outbox sends it; Home keeps the confirmation with the server's reference.
    await context.setOffline(false);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    const { rows } = await db.query<{ reference: string }>('select reference from bookings where contact_email = $1', [who.email]);
    expect(rows).toHaveLength(1);
    await expect(panel).toContainText(rows[0]!.reference);
    await expect(panel).toContainText(tour.name);
  });

  test('when pay now is chosen offline, then no payment is queued: the booking is, and the checkout opens once it is accepted', async ({ page, context, db }) => {
    const tour = await pricedTour(db);
    const who = traveller('paynow');
    await openBooking(page, tour.id);

    await context.setOffline(true);
    await fillBooking(page, who, { date: daysAhead(50), method: /^Card/, payMode: 'Pay now' });
    await expect(page.getByRole('note')).toContainText('payments need a connection');
    await page.getByRole('button', { name: 'Save booking', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for a connection' })).toBeVisible();
    await expect(page.getByText(/Payments need a connection, so nothing is charged yet/)).toBeVisible();

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?method=pesapal&key=[\w-]{43}$/, { timeout: 10_000 });
    const rows = await bookingsOf(db, who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pay_mode: 'now', payment_method: 'pesapal' });
    expect(page.url()).toContain(rows[0]!.id);
    // The delivered booking's answer carried its access key: the checkout link opens the booking.
    const { rows: keys } = await db.query<{ access_key: string }>('select access_key from bookings where id = $1', [rows[0]!.id]);
    expect(new URL(page.url()).searchParams.get('key')).toBe(keys[0]?.access_key);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
    const { rows: payments } = await db.query('select id from payments where booking_id = $1', [rows[0]!.id]);
    expect(payments).toHaveLength(0);
  });

  test('when the answer to a booking is lost after the server stored it, then the page replays it and there is still one booking', async ({ page, db }) => {
    const tour = await pricedTour(db);
    const who = traveller('cut');
    // As on iOS Safari and Firefox: no Background Sync, so the page's own replay has to do it.
    await page.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    });
    await openBooking(page, tour.id);
    const keys: string[] = [];
    await page.route('**/api/bookings', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        // The server receives and stores the booking; the connection drops before the answer arrives.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await fillBooking(page, who, { date: daysAhead(35), method: /^PayPal/, payMode: 'Pay later' });
    await page.getByRole('button', { name: 'Reserve now, pay later' }).click();
    // Online, so the wording blames the server, not the signal.
    await expect(page.getByText(SERVER_TROUBLE)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(QUEUED)).toHaveCount(0);
    await expect.poll(async () => (await bookingsOf(db, who.email)).length).toBe(1);

    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toBeVisible({ timeout: 10_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await bookingsOf(db, who.email)).toHaveLength(1);
  });

  test('when the server refuses a saved booking on replay, then the form shows its message and the outbox marks it not accepted', async ({ page, context, db }) => {
    const { who } = await reserveOffline(page, context, db, 'refused', 25);

    // By the time the phone is back online the travel date has passed: the server answers 400.
    await page.evaluate(async () => {
      const idb = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('pulse-safaris');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = idb.transaction('outbox', 'readwrite');
        const cursor = tx.objectStore('outbox').openCursor();
        cursor.onsuccess = () => {
          const current = cursor.result;
          if (!current) return;
          const item = current.value as { kind: string; body: Record<string, unknown> };
          if (item.kind === 'booking') current.update({ ...item, body: { ...item.body, date: '2020-01-01' } });
          current.continue();
        };
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      idb.close();
    });

    await context.setOffline(false);
    await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible({ timeout: 10_000 });
    await expect(bookingForm(page).getByText('Please choose a date from today onwards.')).toBeVisible();
    await expect(bookingForm(page).getByRole('alert')).toContainText('We couldn’t accept the booking saved on your phone.');
    // The form is open again to correct it.
    await expect(bookingForm(page).getByRole('textbox', { name: 'Travel date', exact: true })).toBeEnabled();
    await expect(indicator(page)).toHaveAccessibleName(/1 submission not accepted/);
    expect(await bookingsOf(db, who.email)).toHaveLength(0);

    await page.goto('/outbox');
    const item = page.getByRole('article', { name: 'Safari booking' });
    await expect(item).toContainText('Not accepted');
    await expect(item).toContainText(who.name);
    await expect(item.getByRole('alert')).toContainText('Please choose a date from today onwards.');
  });
});
