/**
 * A traveller and a scheduled tour's departures (issue 28), at 390×844: the tour page lists them with
 * their seats, the booking form picks one and says 'Only 2 seats left on …', and a full one offers the
 * waitlist, whose answer is the traveller's place. The tour and its departures come through the API.
 */
import { formatDate, formatUsd } from '@safari/shared/format';
import { expect, test } from '../support/fixtures';
import { addDeparture, bookSeats, isoDaysAhead, scheduledTour } from '../support/departures';
import { bookingForm } from './offline/helpers';

test.describe('departures @phone-only', () => {
  test('when a traveller picks the departure with 2 seats left, then the form says so and the booking takes them', async ({ page, request, db }) => {
    const tour = await scheduledTour(request, db, 'pick');
    const [soon, later, gone] = [isoDaysAhead(30), isoDaysAhead(37), isoDaysAhead(44)];
    const few = await addDeparture(request, tour, soon, 2);
    await addDeparture(request, tour, later, 12, 520);
    const full = await addDeparture(request, tour, gone, 1);
    expect(await bookSeats(request, tour, full, gone, 1)).toBe(201);

    // The server's HTML already lists them, before any script runs.
    const html = await (await request.get(`/tours/${tour.slug}`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('aria-label="Next departures"');
    expect(html).toContain('2 seats left');
    expect(html).toContain('Full · join waitlist');

    await page.goto(`/tours/${tour.slug}`);
    const rows = page.getByRole('list', { name: 'Next departures' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(formatDate(soon, { weekday: true }));
    await expect(rows.nth(0)).toContainText('2 seats left');
    await expect(rows.nth(1)).toContainText('Available');
    await expect(rows.nth(1)).toContainText(formatUsd(520));
    // The tour's own price is not repeated on the departures that keep it.
    await expect(rows.nth(0)).not.toContainText(formatUsd(400));
    await expect(rows.nth(2)).toContainText('Full · join waitlist');

    await rows.nth(0).getByRole('link').click();
    const form = bookingForm(page);
    await expect(form.getByRole('radio', { name: new RegExp(formatDate(soon, { weekday: true })) })).toBeChecked();
    await expect(form.getByText(`Only 2 seats left on ${formatDate(soon)}`)).toBeVisible();
    // No free date on a scheduled tour: the departure is the date.
    await expect(form.getByRole('textbox', { name: 'Travel date' })).toHaveCount(0);

    const email = `pick-${Date.now().toString(36)}@e2e.example.com`;
    await form.getByRole('button', { name: 'Add one adult' }).click();
    await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Achieng Odhiambo');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+254 712 345 678');
    await form.getByRole('radio', { name: /^M-Pesa/ }).check();
    await form.getByRole('radio', { name: /^Pay later/ }).check();
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    await form.getByRole('button', { name: 'Reserve now, pay later' }).click();
    await expect(page.getByText('Booking reserved for Achieng Odhiambo. We’ll send a payment link.')).toBeVisible();

    const { rows: booked } = await db.query<{ departure_id: string; travel_date: string; seats: number }>(
      `select departure_id, to_char(travel_date, 'YYYY-MM-DD') as travel_date, seats from bookings where contact_email = $1`,
      [email],
    );
    expect(booked).toEqual([{ departure_id: few, travel_date: soon, seats: 2 }]);
  });

  test('when the departure is full, then the form offers the waitlist and joining it gives the place in the queue', async ({ page, request, db }) => {
    const tour = await scheduledTour(request, db, 'wait');
    const date = isoDaysAhead(51);
    const full = await addDeparture(request, tour, date, 2);
    expect(await bookSeats(request, tour, full, date, 2)).toBe(201);

    await page.goto(`/booking/${tour.id}?departure=${full}`);
    const form = bookingForm(page);
    await expect(form.getByText('This departure is full', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();

    const waitlist = form.getByRole('group', { name: 'Join the waitlist' });
    const email = `wait-${Date.now().toString(36)}@e2e.example.com`;
    await waitlist.getByRole('textbox', { name: 'Full name' }).fill('Baraka Mwangi');
    await waitlist.getByRole('textbox', { name: 'Email' }).fill(email);
    await waitlist.getByRole('textbox', { name: 'Phone' }).fill('+254 722 000 111');
    await waitlist.getByRole('textbox', { name: 'Party size' }).fill('3');
    await waitlist.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByText('You are number 1 on the waitlist.')).toBeVisible();

    const { rows } = await db.query<{ party: number }>('select party from waitlist_entries where email = $1', [email]);
    expect(rows).toEqual([{ party: 3 }]);

    // An offer e-mail's link (the tour page with the departure and the offer's token) opens the booking form on it.
    await page.goto(`/tours/${tour.slug}?departure=${full}&offer=offer-token-1`);
    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}\\?departure=${full}&offer=offer-token-1$`));
    await expect(bookingForm(page).getByText(`Seats are held for you on ${formatDate(date)}`, { exact: false })).toBeVisible();
  });
});
