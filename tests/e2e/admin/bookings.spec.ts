import type { APIRequestContext, Page } from '@playwright/test';
import type pg from 'pg';
import { seriousViolations } from '../../support/axe';
import { registerUser, storeSession, type TestAccount } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { daysAhead } from '../offline/helpers';
import { signInAsAdmin } from './helpers';

async function pricedTour(db: pg.Client): Promise<{ id: string; name: string; price: number }> {
  const { rows } = await db.query<{ id: string; name: string; price: number }>(
    `select id, name, price::float as price from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
  );
  return rows[0]!;
}

/** A booking made through the public site's API, as the traveller's own (their token links it to My Trips). */
async function bookOnline(request: APIRequestContext, traveller: TestAccount, tour: { id: string; name: string }, days = 60): Promise<{ id: string; reference: string }> {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${traveller.token}` },
    data: {
      tourId: tour.id,
      tourName: tour.name,
      date: daysAhead(days),
      adults: 2,
      children: 0,
      contact: { name: traveller.user.name, email: traveller.user.email, phone: '+254 712 345 678' },
      payment: { method: 'mpesa', payMode: 'later' },
      consent: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

const FIRST_LOAD = 20_000;

const row = (page: Page, reference: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference }) });

test.describe('managing bookings', () => {
  test('when a booking made on the public site is confirmed in the console, then the traveller sees it confirmed in My Trips', async ({ page, request, db }) => {
    // Console, then the traveller's own site: two apps in one test.
    test.slow();
    const tour = await pricedTour(db);
    const traveller = await registerUser(request, 'Neema Achieng');
    const booking = await bookOnline(request, traveller, tour);

    await signInAsAdmin(page, request);
    await page.goto('/admin/bookings');
    // The first load of a console chunk; a loaded 2-core machine takes its time.
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Bookings' })).toBeVisible({ timeout: FIRST_LOAD });
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(traveller.user.email);
    const line = row(page, booking.reference);
    await expect(line).toBeVisible({ timeout: FIRST_LOAD });
    await expect(line).toContainText(tour.name);
    await expect(line).toContainText('Neema Achieng');
    await expect(line).toContainText(traveller.user.email);
    await expect(line).toContainText('2 adults');
    await expect(line).toContainText('Pending');
    await expect(line).toContainText('Unpaid');

    await line.getByRole('button', { name: `Edit ${booking.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Booking ${booking.reference}` });
    await expect(dialog.getByLabel('Customer')).toHaveValue('Neema Achieng');
    await dialog.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Confirmed' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Booking updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(line).toContainText('Confirmed');

    // The View modal lists the e-mails sent for it: the booking, its payment link, and the confirmation.
    await line.getByRole('button', { name: `View ${booking.reference}` }).click();
    const view = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
    const mails = view.getByRole('region', { name: 'E-mails sent' });
    await expect(mails.getByText(`Booking confirmed: ${tour.name} (${booking.reference})`)).toBeVisible();
    await expect(mails.getByText(`Your payment link: ${tour.name} (${booking.reference})`)).toBeVisible();
    await view.getByRole('button', { name: 'Close' }).first().click();

    await storeSession(page, traveller);
    await page.goto('/dashboard');
    const trip = page.getByRole('listitem', { name: `Booking ${booking.reference}` });
    await expect(trip.getByText('Confirmed')).toBeVisible({ timeout: FIRST_LOAD });
  });

  test('when staff add a booking, record its payment and cancel it, then it is paid once, a refund is owed, and Edit and Cancel go', async ({ page, request, db }) => {
    test.slow();
    const tour = await pricedTour(db);
    await signInAsAdmin(page, request);
    await page.goto('/admin/bookings');
    await page.getByRole('button', { name: '+ Add Booking' }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: 'Add Booking' });
    await dialog.getByRole('button', { name: 'Add Booking' }).click();
    for (const message of ['Customer is required', 'Tour is required', 'Date is required', 'Price is required']) await expect(dialog.getByText(message)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const customer = `Walk-in ${Date.now()}`;
    await dialog.getByLabel('Customer').fill(customer);
    await dialog.getByLabel('E-mail').fill('walk-in@e2e.test');
    await dialog.getByRole('combobox', { name: /^Tour/ }).click();
    await page.getByRole('option', { name: tour.name }).click();
    await dialog.getByLabel('Date').fill(daysAhead(90));
    await dialog.getByLabel('Adults').fill('2');
    // The price follows the shared rule as the party changes (nothing typed by hand).
    await expect(dialog.getByLabel('Price (USD)')).toHaveValue(String(tour.price * 2));
    // Only pending or confirmed when adding.
    await dialog.getByRole('combobox', { name: /^Status/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Pending', 'Confirmed']);
    await page.getByRole('option', { name: 'Pending' }).click();

    // A call lost on the way says so on screen and keeps the form; an add is not sent again by itself.
    await page.route('**/api/bookings', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await dialog.getByRole('button', { name: 'Add Booking' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^The connection dropped while saving, so it may or may not have been saved\./);
    await page.unroute('**/api/bookings');
    await dialog.getByRole('button', { name: 'Add Booking' }).click();
    await expect(page.getByText('Booking Added Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const { rows } = await db.query<{ id: string; reference: string }>('select id, reference from bookings where contact_name = $1', [customer]);
    expect(rows).toHaveLength(1);
    const { reference, id } = rows[0]!;
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(reference);
    const line = row(page, reference);
    await expect(line).toContainText('Pending');

    await line.getByRole('button', { name: `View ${reference}` }).click();
    const view = page.getByRole('dialog', { name: `Booking ${reference}` });
    await view.getByRole('button', { name: 'Record a payment' }).click();
    const payment = view.getByRole('form', { name: 'Record a payment' });
    await payment.getByRole('combobox', { name: /^Method/ }).click();
    await page.getByRole('option', { name: 'M-Pesa till number' }).click();
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment.getByText('Reference is required for bank transfers and M-Pesa')).toBeVisible();
    await payment.getByLabel('Reference').fill('QKX12ABC9');
    // A double click still records one payment (one Idempotency-Key per form).
    await payment.getByRole('button', { name: 'Record payment' }).dblclick();
    await expect(page.getByText('Payment recorded: the booking is paid and confirmed.')).toBeVisible();
    await expect(view.getByRole('table', { name: 'Payment attempts' })).toContainText('QKX12ABC9');
    await page.screenshot({ path: test.info().outputPath('booking-view-paid.png') });
    await expect(view.getByRole('button', { name: 'Record a payment' })).toHaveCount(0);
    const paid = await db.query<{ n: number }>(`select count(*)::int as n from payments where booking_id = $1 and provider = 'manual'`, [id]);
    expect(paid.rows[0]?.n).toBe(1);
    await view.getByRole('button', { name: 'Close' }).first().click();
    await expect(line).toContainText('Confirmed');
    await expect(line).toContainText('Paid');

    await line.getByRole('button', { name: `Cancel ${reference}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel booking?' });
    // What is owed back depends on the tour's cancellation policy: said after cancelling.
    await expect(confirm).toContainText('Money was paid: it stays recorded');
    await expect(confirm.getByRole('button', { name: 'Keep booking' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText(/^Booking canceled\. It was paid, so a refund of \$[\d,]+ is owed to the traveller\.$/)).toBeVisible();
    await expect(line).toContainText('Canceled');
    await expect(line).toContainText('Refund owed');
    await expect(line.getByRole('button', { name: `Edit ${reference}` })).toHaveCount(0);
    await expect(line.getByRole('button', { name: `Cancel ${reference}` })).toHaveCount(0);
    await expect(line.getByRole('button', { name: `View ${reference}` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bookings-canceled-row.png') });
    const state = await db.query<{ status: string; payment_status: string }>('select status, payment_status from bookings where id = $1', [id]);
    expect(state.rows[0]).toEqual({ status: 'canceled', payment_status: 'paid' });
  });

  test('when the list and a booking are shown in light and dark mode, then they fit the screen @layout', async ({ page, request, db }, testInfo) => {
    test.slow();
    const tour = await pricedTour(db);
    const traveller = await registerUser(request, 'Layout Traveller');
    const booking = await bookOnline(request, traveller, tour, 45);
    await signInAsAdmin(page, request);
    for (const dark of [false, true]) {
      await page.evaluate((value) => localStorage.setItem('darkMode', String(value)), dark);
      await page.goto('/admin/bookings');
      await expect(page.getByRole('table', { name: 'Bookings' }).getByRole('rowheader').first()).toBeVisible({ timeout: FIRST_LOAD });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling of the page').toBe(true);
      const mode = dark ? 'dark' : 'light';
      await page.screenshot({ path: testInfo.outputPath(`bookings-${mode}.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('searchbox', { name: 'Search bookings' }).fill(booking.reference);
      await row(page, booking.reference).getByRole('button', { name: `View ${booking.reference}` }).click();
      const view = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
      await expect(view.getByRole('region', { name: 'E-mails sent' }).getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`booking-view-${mode}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await view.getByRole('button', { name: 'Close' }).first().click();
    }
  });
});
