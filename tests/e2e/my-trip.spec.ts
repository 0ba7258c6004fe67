/**
 * My Trips' trip screen at 390×844: a trip opens its own screen with the payments its ledger holds,
 * and a change request sent from it lands in the staff inbox linked to the booking.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatUsd } from '@safari/shared/format';
import { signInAs } from '../support/auth';
import { depositPaidBooking } from '../support/bookings';
import { test, expect } from '../support/fixtures';
import { adminSession } from './admin/helpers';

/** Set TRIP_SCREENSHOTS to a folder to keep pictures of the trip screen: the top, then each section brought into view. */
async function picture(page: Page, name: string, sections: string[] = []): Promise<void> {
  const folder = process.env.TRIP_SCREENSHOTS;
  if (!folder) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
  for (const [index, section] of sections.entries()) {
    await page.getByRole('region', { name: section }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -80));
    await page.screenshot({ path: path.join(folder, `${name}-${index + 1}.png`) });
  }
}

test.describe('a trip of My Trips @phone-only', () => {
  test('when a traveller opens a trip, then its payments add up to the ledger, and a change request lands in the inbox linked to the booking', async ({ page, request, db }) => {
    const { rows: tours } = await db.query<{ id: string; name: string; price: number; deposit_percent: number }>(
      `select id, name, price::float as price, deposit_percent from tours where name = 'Masai Mara Great Migration Safari'`,
    );
    const tour = tours[0]!;
    const account = await signInAs(page, request, 'Zawadi Njeri');
    // A booking with its deposit paid on the sandbox provider, set up through the API.
    const booking = await depositPaidBooking(request, db, { tourId: tour.id, token: account.token, name: 'Zawadi Njeri', email: account.user.email });

    await page.goto('/dashboard');
    await page.getByRole('link', { name: `Open trip ${booking.reference}` }).click();
    await expect(page).toHaveURL(`/dashboard/trips/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();

    const payments = page.getByRole('region', { name: 'Payments' });
    const summary = payments.getByRole('definition');
    await expect(payments.getByRole('term')).toContainText(['Trip price', 'Paid', 'Balance', 'Balance due by', 'Payment status']);
    await expect(summary.nth(0)).toHaveText(formatUsd(tour.price));
    await expect(summary.nth(1)).toHaveText(formatUsd(booking.depositAmount));
    await expect(summary.nth(2)).toHaveText(formatUsd(tour.price - booking.depositAmount));
    const ledger = payments.getByRole('list', { name: `Payments for ${booking.reference}` }).getByRole('listitem');
    await expect(ledger).toHaveCount(1);
    await expect(ledger).toContainText(formatUsd(booking.depositAmount));
    await expect(ledger).toContainText('Card (Pesapal)');
    await expect(page.getByRole('list', { name: 'E-mails sent' })).toContainText(booking.reference);
    await picture(page, 'trip-phone', ['Payments', 'Travellers', 'E-mails sent to you']);

    const office = page.getByRole('region', { name: 'Message the office' });
    await office.getByRole('button', { name: 'Request a change' }).click();
    await office.getByRole('textbox', { name: /Request a change/ }).fill('Could we add a night in Nairobi before the safari?');
    await office.getByRole('button', { name: 'Send to the office' }).click();
    await expect(office.getByRole('status')).toHaveText('Thank you. The office has your message and will answer by e-mail.');
    await expect(office.getByRole('list', { name: 'Messages sent to the office' })).toContainText('Could we add a night in Nairobi');
    await picture(page, 'trip-phone-request-sent', ['Message the office']);

    // The staff inbox has it, linked to the booking.
    const staff = { Authorization: `Bearer ${(await adminSession(request)).token}` };
    const list = (await (await request.get(`/api/admin/enquiries/contact?q=${booking.reference}`, { headers: staff })).json()) as { items: { id: string }[] };
    expect(list.items).toHaveLength(1);
    const item = (await (await request.get(`/api/admin/enquiries/contact/${list.items[0]!.id}`, { headers: staff })).json()) as { subject: string; message: string; meta: Record<string, string> };
    expect(item).toMatchObject({ subject: `Change request for ${booking.reference}`, message: 'Could we add a night in Nairobi before the safari?' });
    expect(item.meta).toMatchObject({ bookingId: booking.id, bookingReference: booking.reference });
  });
});
