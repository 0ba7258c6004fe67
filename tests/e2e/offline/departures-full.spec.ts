/**
 * A booking saved offline for a departure that filled before the phone was back online: the server
 * answers 409 on delivery and the traveller is told 'This departure is full', with the waitlist, on
 * the booking form and in the outbox. Never a silent loss, never a seat over capacity.
 */
import { formatDate } from '@safari/shared/format';
import { expect, test } from '../../support/fixtures';
import { addDeparture, bookSeats, isoDaysAhead, scheduledTour } from '../../support/departures';
import { bookingForm, waitForServiceWorker } from './helpers';

const QUEUED = "Saved on your phone — we'll send it as soon as you're back online";

test('when a departure fills while a booking for it waits offline, then after sync the form and the outbox say it is full and offer the waitlist', async ({
  page,
  context,
  request,
  db,
}) => {
  const tour = await scheduledTour(request, db, 'offline');
  const date = isoDaysAhead(60);
  const departure = await addDeparture(request, tour, date, 2);
  await page.goto(`/booking/${tour.id}?departure=${departure}`);
  await waitForServiceWorker(page);
  const form = bookingForm(page);
  await expect(form.getByText(`Only 2 seats left on ${formatDate(date)}`)).toBeVisible();

  await context.setOffline(true);
  const email = `full-${Date.now().toString(36)}@offline.example.com`;
  await form.getByRole('button', { name: 'Add one adult' }).click();
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Zuri Chebet');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+254 733 000 222');
  await form.getByRole('radio', { name: /^M-Pesa/ }).check();
  await form.getByRole('radio', { name: /^Pay later/ }).check();
  await form.getByRole('checkbox', { name: /may contact me/ }).check();
  await form.getByRole('button', { name: 'Reserve now, pay later' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();

  // Someone else takes the last two seats while this phone has no signal.
  expect(await bookSeats(request, tour, departure, date, 2)).toBe(201);

  await context.setOffline(false);
  await expect(form.getByText('This departure is full', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();

  await page.goto('/outbox');
  const item = page.getByRole('article', { name: 'Safari booking' });
  await expect(item).toContainText('This departure is full');
  await expect(item).toContainText('Not accepted');
  await item.getByRole('link', { name: 'Join the waitlist' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?departure=${departure}$`));

  const { rows } = await db.query<{ seats: number; seats_taken: number }>('select seats, seats_taken from departures where id = $1', [departure]);
  expect(rows).toEqual([{ seats: 2, seats_taken: 2 }]);
  const { rows: mine } = await db.query('select id from bookings where contact_email = $1', [email]);
  expect(mine).toHaveLength(0);
});
