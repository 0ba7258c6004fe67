/**
 * Money as the traveller meets it: a deposit in shillings through M-Pesa, resident prices, and the
 * balance paid from My Trips or from the e-mailed link. No real provider is configured in e2e: every
 * method, M-Pesa included, runs on the built-in sandbox page.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type pg from 'pg';
import { formatDate } from '@safari/shared/format';
import { signInAs } from '../support/auth';
import { depositPaidBooking } from '../support/bookings';
import { test, expect } from '../support/fixtures';
import { bookingForm, daysAhead } from './offline/helpers';

/** Set MONEY_SCREENSHOTS to a folder to keep pictures of the screens (the phone's viewport, `at` brought into view) for looking at them. */
async function picture(page: Page, name: string, at: Locator): Promise<void> {
  const folder = process.env.MONEY_SCREENSHOTS;
  if (!folder) return;
  await at.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -72));
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

interface TourMoney {
  id: string;
  name: string;
  price: number;
  depositPercent: number;
  balanceDueDays: number;
}

async function tourNamed(db: pg.Client, name: string): Promise<TourMoney> {
  const { rows } = await db.query<TourMoney>(
    `select id, name, price::float as price, deposit_percent as "depositPercent", balance_due_days as "balanceDueDays" from tours where name = $1`,
    [name],
  );
  return rows[0]!;
}

async function kesRate(db: pg.Client): Promise<{ rate: number; asOf: string }> {
  const { rows } = await db.query<{ rate: number; asOf: string }>(`select rate::float as rate, to_char(as_of, 'YYYY-MM-DD') as "asOf" from exchange_rates where currency = 'KES'`);
  return rows[0]!;
}

/** YYYY-MM-DD `days` before an ISO date. */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const kes = (amount: number) => `KSh ${amount.toLocaleString('en-US')}`;
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

async function bookingRow(db: pg.Client, email: string) {
  const { rows } = await db.query<{ id: string; reference: string; pay_mode: string; currency: string; display_currency: string; residency: string; amount: string; deposit_amount: string; payment_status: string; status: string }>(
    `select id, reference, pay_mode, currency, display_currency, residency, amount::text, deposit_amount::text, payment_status, status from bookings where contact_email = $1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

test.describe('money for the traveller @phone-only', () => {
  test('when a traveller reading KSh books more than 60 days ahead with an M-Pesa deposit, then the shillings show on the form and before the phone prompt, and the confirmation names the balance', async ({
    page,
    context,
    db,
    baseURL,
  }, testInfo) => {
    const tour = await tourNamed(db, 'Masai Mara Great Migration Safari');
    const rate = await kesRate(db);
    await context.addCookies([{ name: 'currency', value: 'KES', url: baseURL! }]);
    const email = `deposit-${testInfo.project.name}-${Date.now().toString(36)}@e2e.example.com`;
    const date = daysAhead(90);
    const dueDate = daysBefore(date, tour.balanceDueDays);
    const deposit = Math.round(tour.price * tour.depositPercent) / 100;
    const balance = tour.price - deposit;

    await page.goto(`/booking/${tour.id}`);
    const form = bookingForm(page);
    await form.getByRole('textbox', { name: 'Travel date', exact: true }).fill(date);
    await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Achieng Otieno');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0712 345 678');
    await form.getByRole('radio', { name: /^M-Pesa/ }).check();
    // The choices in shillings at the office's rate (whole shillings), with the balance's date.
    const depositChoice = form.getByRole('radio', {
      name: new RegExp(`^Pay deposit ${kes(Math.round(deposit * rate.rate))} now, ${kes(Math.round(balance * rate.rate))} by ${formatDate(dueDate)}`),
    });
    await expect(depositChoice).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Pay in full/ })).toBeVisible();
    await expect(form.getByRole('radio', { name: /^Pay later/ })).toBeVisible();
    // This tour has no resident prices: the form does not ask.
    await expect(form.getByRole('group', { name: 'Your party’s residency' })).toHaveCount(0);
    await depositChoice.check();
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    await expect(form.getByText(`Shillings at the rate of ${formatDate(rate.asOf)}`, { exact: false })).toBeVisible();
    await picture(page, '1a-booking-payment-ksh', form.getByRole('group', { name: 'Payment method' }));
    await picture(page, '1b-booking-total-ksh', form.getByRole('group', { name: 'When would you like to pay?' }));
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}\?method=mpesa&key=/);
    const booking = await bookingRow(db, email);
    expect(booking).toMatchObject({ pay_mode: 'deposit', currency: 'USD', display_currency: 'KES', residency: 'nonResident', deposit_amount: deposit.toFixed(2) });
    // Before the phone is prompted (no payment attempt exists yet), the shillings M-Pesa will ask for.
    const shillings = Math.ceil(deposit * rate.rate);
    await expect(page.getByText(`You will be asked to approve ${kes(shillings)} on your phone.`)).toBeVisible();
    await expect(page.getByText(`Deposit now: ${usd(deposit)} of ${usd(tour.price)}. The balance of ${usd(balance)} is due by ${formatDate(dueDate)}.`)).toBeVisible();
    // The method chosen on the form is not asked again.
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: /^M-Pesa/ })).toBeChecked();
    expect((await db.query('select 1 from payments where booking_id = $1', [booking.id])).rowCount).toBe(0);
    await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('0712 345 678');
    await picture(page, '2-checkout-mpesa-ksh', page.getByRole('heading', { name: 'How would you like to pay?' }));
    await page.getByRole('button', { name: `Pay ${usd(deposit)}` }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${booking.id}/sandbox\\?method=mpesa&session=`));
    await page.getByRole('button', { name: `Pay ${kes(shillings)}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`The balance of ${usd(balance)} is due by ${formatDate(dueDate)}.`)).toBeVisible();
    await picture(page, '3-deposit-confirmed', page.getByRole('heading', { name: 'Payment confirmed' }));
    expect(await bookingRow(db, email)).toMatchObject({ status: 'confirmed', payment_status: 'deposit paid' });
    const { rows } = await db.query<{ amount: string; currency: string }>(`select amount::text, currency from payments where booking_id = $1 and status = 'succeeded'`, [booking.id]);
    expect(rows).toEqual([{ amount: shillings.toFixed(2), currency: 'KES' }]);
  });

  test('when a signed-in traveller has paid a deposit, then My Trips shows paid, balance, due date and receipts, and Pay balance completes the booking', async ({
    page,
    request,
    db,
  }) => {
    const tour = await tourNamed(db, 'Masai Mara Great Migration Safari');
    const account = await signInAs(page, request, 'Wanjiku Mwangi');
    const booking = await depositPaidBooking(request, db, { tourId: tour.id, token: account.token, name: 'Wanjiku Mwangi', email: account.user.email });
    const balance = tour.price - booking.depositAmount;

    await page.goto('/dashboard');
    const row = page.getByRole('listitem', { name: `Booking ${booking.reference}` });
    await expect(row.getByText('Deposit paid')).toBeVisible();
    const facts = row.getByRole('definition');
    await expect(facts).toHaveText([usd(booking.depositAmount), usd(balance), formatDate(booking.balanceDueDate)]);
    await expect(row.getByRole('term')).toHaveText(['Paid', 'Balance', 'Due by']);
    await row.getByRole('button', { name: 'Payments and receipts' }).click();
    const receipts = row.getByRole('list', { name: `Payments for ${booking.reference}` }).getByRole('listitem');
    await expect(receipts).toHaveCount(1);
    const { rows: ledger } = await db.query<{ receipt_no: number }>('select receipt_no from ledger_entries where booking_id = $1', [booking.id]);
    await expect(receipts.first()).toContainText(`Card (Pesapal)`);
    await expect(receipts.first()).toContainText(`Receipt no. ${ledger[0]!.receipt_no}`);
    await expect(receipts.first()).toContainText(usd(booking.depositAmount));
    await picture(page, '4-my-trips-balance', row);

    await row.getByRole('link', { name: `Pay balance for ${booking.reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${booking.id}\\?method=pesapal$`));
    await page.getByRole('button', { name: `Pay ${usd(balance)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${booking.id}/sandbox\\?method=pesapal&session=`));
    await page.getByRole('button', { name: `Pay ${usd(balance)}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('balance-left')).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('Confirmed')).toBeVisible();
    await expect(row.getByRole('link', { name: /Pay balance/ })).toHaveCount(0);
    await expect(row.getByRole('term')).toHaveCount(0);
    expect((await db.query<{ payment_status: string }>('select payment_status from bookings where id = $1', [booking.id])).rows[0]?.payment_status).toBe('paid');
  });

  test('when the balance is paid from the e-mailed link, signed out, then the checkout charges the balance and the booking is paid', async ({ page, request, db }) => {
    const tour = await tourNamed(db, 'Masai Mara Great Migration Safari');
    const account = await signInAs(page, request, 'Baraka Kiptoo');
    const booking = await depositPaidBooking(request, db, { tourId: tour.id, token: account.token, name: 'Wanjiku Mwangi', email: account.user.email });
    const balance = tour.price - booking.depositAmount;
    // Another browser, nobody signed in: the link's key opens the booking.
    const stranger = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
    const mailed = await stranger.newPage();
    await mailed.goto(`/checkout/${booking.id}?key=${booking.accessKey}`);
    await expect(mailed.getByText(`Paid so far: ${usd(booking.depositAmount)}. This payment settles the balance of ${usd(balance)}.`)).toBeVisible();
    await expect(mailed.getByRole('button', { name: 'Pay later instead' })).toHaveCount(0);
    await mailed.getByRole('button', { name: `Pay ${usd(balance)}` }).click();
    await mailed.getByRole('button', { name: `Pay ${usd(balance)}` }).click();
    await expect(mailed.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: 15_000 });
    await stranger.close();
    expect((await db.query<{ payment_status: string }>('select payment_status from bookings where id = $1', [booking.id])).rows[0]?.payment_status).toBe('paid');
  });

  test('when the tour has resident and citizen prices, then the form asks the party’s residency and a citizen party pays the shilling price', async ({ page, db }, testInfo) => {
    const { rows } = await db.query<{ id: string; citizen: number; depositPercent: number; seasons: { from: string; to: string }[] }>(
      `select id, citizen_price_kes::float as citizen, deposit_percent as "depositPercent", seasons from tours where citizen_price_kes is not null order by name limit 1`,
    );
    const tour = rows[0]!;
    const email = `citizen-${testInfo.project.name}-${Date.now().toString(36)}@e2e.example.com`;
    // A date well before the balance's window and outside the tour's seasons (which change the price).
    const inSeason = (day: string) => tour.seasons.some(({ from, to }) => (from <= to ? day >= from && day <= to : day >= from || day <= to));
    let ahead = 100;
    while (inSeason(daysAhead(ahead).slice(5))) ahead += 1;
    const date = daysAhead(ahead);
    await page.goto(`/booking/${tour.id}`);
    const form = bookingForm(page);
    await form.getByRole('textbox', { name: 'Travel date', exact: true }).fill(date);
    const residency = form.getByRole('group', { name: 'Your party’s residency' });
    await expect(residency.getByRole('radio', { name: /^Non-resident/ })).toBeChecked();
    await residency.getByRole('radio', { name: /^East-African citizen/ }).check();
    await expect(form.getByText(kes(tour.citizen), { exact: true }).first()).toBeVisible();
    await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Juma Hassan');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0712 345 678');
    await form.getByRole('radio', { name: /^M-Pesa/ }).check();
    await form.getByRole('radio', { name: /^Pay deposit KSh/ }).check();
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    await picture(page, '5-booking-residency', residency);
    await form.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/checkout\//);
    expect(await bookingRow(db, email)).toMatchObject({ residency: 'citizen', currency: 'KES', amount: tour.citizen.toFixed(2), pay_mode: 'deposit' });
    // A shilling price: M-Pesa asks for the deposit itself.
    const deposit = Math.round((tour.citizen * tour.depositPercent) / 100);
    await expect(page.getByText(`You will be asked to approve ${kes(deposit)} on your phone.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${kes(deposit)}` })).toBeVisible();
  });
});
