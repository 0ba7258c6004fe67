import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { formatUsd } from '@safari/shared/format';
import { test, expect } from '../support/fixtures';
import { bookingForm, daysAhead, fillBooking } from './offline/helpers';

interface TourRow {
  id: string;
  name: string;
  price: number;
}

interface BookingRow {
  id: string;
  reference: string;
  tour_id: string;
  adults: number;
  children: number;
  amount: string;
  status: string;
  payment_status: string;
  pay_mode: string;
  payment_method: string;
  travel_date: string;
}

/** A name and e-mail no other test (or project) uses, to find this test's rows. */
function traveller(tag: string, project: string) {
  const id = `${tag}-${project}-${Date.now().toString(36)}`;
  return { name: `Amina ${id}`, email: `${id}@e2e.example.com`, phone: '+254 712 345 678' };
}

async function pricedTour(db: pg.Client): Promise<TourRow> {
  const { rows } = await db.query<TourRow>(
    `select id, name, price::float as price from tours
      where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
  );
  return rows[0]!;
}

async function bookingFor(db: pg.Client, email: string): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `select id, reference, tour_id, adults, children, amount::text, status, payment_status, pay_mode, payment_method,
            to_char(travel_date, 'YYYY-MM-DD') as travel_date
       from bookings where contact_email = $1`,
    [email],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0];
}

test.describe('booking', () => {
  test('when a traveller books and pays later, then they are told, the booking is stored at the server price and the payment link is e-mailed', async ({
    page,
    db,
  }, testInfo) => {
    const tour = await pricedTour(db);
    const who = traveller('later', testInfo.project.name);
    await page.goto(`/booking/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Safari' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Booking summary' }).getByRole('heading', { name: tour.name })).toBeVisible();

    await fillBooking(page, who, { date: daysAhead(30), method: /^M-Pesa/, payMode: 'Pay later', extraAdults: 2, children: 1 });
    const expected = 3 * tour.price + tour.price * 0.6;
    await expect(page.getByText(formatUsd(expected)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Reserve now, pay later' }).click();

    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();

    const booking = await bookingFor(db, who.email);
    expect(booking).toMatchObject({
      tour_id: tour.id,
      adults: 3,
      children: 1,
      amount: (Math.round(expected * 100) / 100).toFixed(2),
      status: 'pending',
      payment_status: 'unpaid',
      pay_mode: 'later',
      payment_method: 'mpesa',
      travel_date: daysAhead(30),
    });
    expect(booking?.reference).toMatch(/^SAF-[2-9A-HJ-NP-Z]{5}$/);

    // The worker sends the outbox within a second: the payment link lands in the mail folder.
    const { rows } = await db.query<{ id: string }>(`select id from notifications where recipient = $1 and kind = 'payment_link'`, [who.email]);
    expect(rows).toHaveLength(1);
    const mailDir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
    const fileOf = () => (existsSync(mailDir) ? readdirSync(mailDir).find((file) => file.endsWith(`-payment_link-${rows[0]!.id}.eml`)) : undefined);
    await expect.poll(fileOf, { timeout: 10_000 }).toBeTruthy();
    const eml = readFileSync(path.join(mailDir, fileOf()!), 'utf8');
    expect(eml).toContain(`To: ${who.email}`);
    expect(eml).toContain(booking!.reference);
    // The worker writes the file, then marks the row sent.
    const statusOf = async () => (await db.query<{ status: string }>('select status from notifications where id = $1', [rows[0]!.id])).rows[0]?.status;
    await expect.poll(statusOf, { timeout: 5_000 }).toBe('sent');
  });

  test('when a traveller pays now, then the sandbox checkout takes them to a confirmed, paid booking @phone-only', async ({ page, db }, testInfo) => {
    const tour = await pricedTour(db);
    const who = traveller('now', testInfo.project.name);
    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, who, { date: daysAhead(45), method: /^Card/, payMode: 'Pay now' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?method=pesapal&key=[\w-]{43}$/);
    const booking = await bookingFor(db, who.email);
    expect(booking).toMatchObject({ amount: tour.price.toFixed(2), pay_mode: 'now', status: 'pending' });
    await expect(page.getByText(booking!.reference).first()).toBeVisible();
    // The checkout's link carries the booking's own key (not its id): without it, another browser
    // holding only the id sees 'Booking not found'; with it (as in the e-mails), the booking.
    const { rows: keys } = await db.query<{ access_key: string }>('select access_key from bookings where id = $1', [booking!.id]);
    expect(new URL(page.url()).searchParams.get('key')).toBe(keys[0]?.access_key);
    const stranger = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin });
    await stranger.goto(`/checkout/${booking!.id}`);
    await expect(stranger.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
    await expect(stranger.getByText(who.name)).toHaveCount(0);
    await stranger.goto(`/checkout/${booking!.id}?key=${keys[0]?.access_key}`);
    await expect(stranger.getByText(booking!.reference).first()).toBeVisible();
    await stranger.close();
    await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
    await page.getByRole('button', { name: `Pay ${formatUsd(tour.price)}` }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${booking!.id}/sandbox\\?method=pesapal&session=`));
    await expect(page.getByText('Sandbox payment — no real money moves')).toBeVisible();
    await expect(page.getByText(tour.name)).toBeVisible();
    await page.getByRole('button', { name: `Pay ${formatUsd(tour.price)}` }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${booking!.id}/return\\?payment=`));
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByText(booking!.reference).first()).toBeVisible();
    expect(await bookingFor(db, who.email)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    const { rows } = await db.query<{ count: string }>(`select count(*) from payments where booking_id = $1 and status = 'succeeded'`, [booking!.id]);
    expect(rows[0]?.count).toBe('1');
  });

  test('when the traveller cancels on the test payment page, then the booking stays payable and Pay later sends a link @phone-only', async ({ page, db }, testInfo) => {
    const tour = await pricedTour(db);
    const who = traveller('cancel', testInfo.project.name);
    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, who, { date: daysAhead(60), method: /^PayPal/, payMode: 'Pay now' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    expect(await bookingFor(db, who.email)).toMatchObject({ status: 'pending', payment_status: 'unpaid' });

    await page.getByRole('button', { name: 'Pay later' }).click();
    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await bookingFor(db, who.email)).toMatchObject({ pay_mode: 'later', payment_status: 'unpaid' });
  });

  test('when the form is sent empty, then every field shows its message and the toast asks to fix them; nothing is sent', async ({ page, db }) => {
    const tour = await pricedTour(db);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/bookings')) posts.push(request.url());
    });
    await page.goto(`/booking/${tour.id}`);
    await page.getByRole('button', { name: 'Book now' }).click();

    await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible();
    for (const message of [
      'Please choose a date.',
      'Your full name is required.',
      'Enter a valid email address.',
      'Phone number is required.',
      'Select a payment method.',
      'Choose when to pay.',
      'Please consent so we can contact you.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(bookingForm(page).getByRole('textbox', { name: 'Travel date', exact: true })).toBeFocused();
    expect(posts).toEqual([]);

    // Fixed fields lose their message as they are corrected.
    await page.getByRole('radio', { name: /^PayPal/ }).check();
    await expect(page.getByText('Select a payment method.', { exact: true })).toHaveCount(0);
  });

  test('when fields lose focus with bad values, then their messages show at once @phone-only', async ({ page, db }) => {
    const tour = await pricedTour(db);
    await page.goto(`/booking/${tour.id}`);
    await expect(page.getByRole('button', { name: 'Remove one adult' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove one child' })).toBeDisabled();

    await bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true }).focus();
    await bookingForm(page).getByRole('textbox', { name: 'Email', exact: true }).focus();
    await expect(page.getByText('Your full name is required.', { exact: true })).toBeVisible();
    await bookingForm(page).getByRole('textbox', { name: 'Email', exact: true }).fill('amina@example');
    await bookingForm(page).getByRole('textbox', { name: 'Phone', exact: true }).focus();
    await expect(page.getByText('Enter a valid email address.', { exact: true })).toBeVisible();
    await bookingForm(page).getByRole('textbox', { name: 'Phone', exact: true }).focus();
    await bookingForm(page).getByRole('spinbutton', { name: 'Adults', exact: true }).focus();
    await expect(page.getByText('Phone number is required.', { exact: true })).toBeVisible();
    await bookingForm(page).getByRole('spinbutton', { name: 'Adults', exact: true }).fill('0');
    await bookingForm(page).getByRole('textbox', { name: 'Travel date', exact: true }).focus();
    await expect(page.getByText('At least 1 adult is required.', { exact: true })).toBeVisible();
    await expect(bookingForm(page).getByRole('textbox', { name: 'Travel date', exact: true })).toHaveAttribute('min', daysAhead(0));
    await bookingForm(page).getByRole('textbox', { name: 'Travel date', exact: true }).fill(daysAhead(-1));
    await bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true }).focus();
    await expect(page.getByText('Please choose a date from today onwards.', { exact: true })).toBeVisible();

    await bookingForm(page).getByRole('textbox', { name: 'Email', exact: true }).fill('amina@example.com');
    await expect(page.getByText('Enter a valid email address.', { exact: true })).toHaveCount(0);
  });

  test('when the server fails, then the traveller is told to try again and the form keeps their input @phone-only', async ({ page, db }, testInfo) => {
    const tour = await pricedTour(db);
    const who = traveller('fail', testInfo.project.name);
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, who, { date: daysAhead(20), method: /^M-Pesa/, payMode: 'Pay later' });
    await page.getByRole('button', { name: 'Reserve now, pay later' }).click();
    await expect(page.getByText('Something went wrong while booking. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
    await expect(bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(who.name);
    // Kept on the phone and retried; worded for what happened (the phone has signal, our server failed).
    await expect(page.getByRole('heading', { name: 'Booking not sent yet' })).toBeVisible();
    await expect(page.getByText("Saved on your phone — we couldn't reach our server just now, so we'll keep trying")).toBeVisible();
    await expect(page.getByText(/back online/)).toHaveCount(0);
  });

  test('when the quick-booking dialog sent values, then the booking form starts with them, and a link with a name or e-mail in its address fills nothing @phone-only', async ({ page, db }) => {
    const tour = await pricedTour(db);
    // Personal details never travel in the address (history, server logs): an old-style link is ignored.
    const query = new URLSearchParams({ name: 'Zawadi Otieno', email: 'zawadi@example.com', date: daysAhead(10), adults: '3', children: '2' });
    await page.goto(`/booking/${tour.id}?${query.toString()}`);
    await expect(bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('');
    await expect(bookingForm(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');

    // The dialog hands its values over in the page's history state (as the router keeps it), which a reload keeps.
    const handoff = { name: 'Zawadi Otieno', email: 'zawadi@example.com', date: daysAhead(10), adults: 3, children: 2 };
    await page.evaluate(
      ([path, quickBooking]) => window.history.replaceState({ usr: { quickBooking }, key: 'e2e', idx: 0 }, '', path),
      [`/booking/${tour.id}`, handoff] as const,
    );
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
    await expect(bookingForm(page).getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Zawadi Otieno');
    await expect(bookingForm(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('zawadi@example.com');
    await expect(bookingForm(page).getByRole('textbox', { name: 'Travel date', exact: true })).toHaveValue(daysAhead(10));
    await expect(bookingForm(page).getByRole('spinbutton', { name: 'Adults', exact: true })).toHaveValue('3');
    await expect(bookingForm(page).getByRole('spinbutton', { name: 'Children', exact: true })).toHaveValue('2');
    await expect(page.getByText(formatUsd(3 * tour.price + 2 * tour.price * 0.6)).first()).toBeVisible();
  });

  test('when the tour does not exist or none is given, then Tour not found offers the tours list @phone-only', async ({ page }) => {
    for (const url of ['/booking/not-a-real-id', '/booking']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Browse Tours' })).toHaveAttribute('href', '/tours');
    }
  });

  test('when the traveller is offline at checkout, then paying is not offered and they are told why @phone-only', async ({ page, db, context }, testInfo) => {
    const tour = await pricedTour(db);
    const who = traveller('offline', testInfo.project.name);
    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, who, { date: daysAhead(15), method: /^M-Pesa/, payMode: 'Pay now' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('M-Pesa phone number')).toHaveValue(who.phone);
    await context.setOffline(true);
    await expect(page.getByText('You’re offline. Payments need an internet connection: reconnect and try again, or choose Pay later.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });

  test('when the booking page is 360 px wide, then nothing scrolls sideways @phone-only', async ({ page, db }) => {
    const tour = await pricedTour(db);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/booking/${tour.id}`);
    await expect(page.getByRole('button', { name: 'Book now' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
