/**
 * The console's departures, at 1280×800 and 800×1280: a weekly run added and seen in the calendar, a
 * booking moved (and refused when the target has too few seats), a departure cancelled with its
 * traveller e-mailed (the mail outbox shows it), and the manifest printed on one A4 page per vehicle.
 * Tours, departures and bookings the screens do not create come through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '@safari/shared/format';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

const FIRST_LOAD = 20_000;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const pad = (value: number) => String(value).padStart(2, '0');

/** The month four months from now, 'YYYY-MM', and its Saturdays. */
function saturdaysOfFutureMonth(): { month: string; saturdays: string[] } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 1));
  const month = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
  const saturdays: string[] = [];
  for (let day = new Date(first); day.getUTCMonth() === first.getUTCMonth(); day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 6) saturdays.push(day.toISOString().slice(0, 10));
  }
  return { month, saturdays };
}

async function scheduledTour(request: APIRequestContext, token: string, label: string): Promise<{ id: string; name: string }> {
  const name = `E2E Departures ${label} ${Date.now().toString(36)}`;
  const response = await request.post('/api/tours', { headers: auth(token), data: { name, tourType: 'wildlife', location: 'Tsavo', price: 500, duration: 2, schedule: 'scheduled' } });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, name };
}

async function departure(request: APIRequestContext, token: string, tourId: string, date: string, seats: number): Promise<string> {
  const response = await request.post(`/api/admin/tours/${tourId}/departures`, { headers: auth(token), data: { date, seats } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A booking for the departure, paid later (its seats stay taken). */
async function book(request: APIRequestContext, tour: { id: string; name: string }, departureId: string, date: string, adults: number, email: string): Promise<{ id: string; reference: string }> {
  const response = await request.post('/api/bookings', {
    data: {
      tourId: tour.id,
      tourName: tour.name,
      date,
      departureId,
      adults,
      children: 0,
      contact: { name: 'Wanjiru Kamau', email, phone: '+254 712 345 678' },
      payment: { method: 'mpesa', payMode: 'later' },
      consent: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

/** Waits for the dialogs' and menus' transitions to end, so that a screenshot shows the screen at rest. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Every button and field on screen is at least 44 px tall (a tablet's touch target). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a[href], main input:not([type=hidden]), main [role=combobox]')]
      .filter((element) => element.offsetParent !== null && !element.closest('[aria-hidden=true]') && !element.closest('[data-skip-size]'))
      .filter((element) => {
        const box = (element.closest('.MuiInputBase-root') ?? element).getBoundingClientRect();
        return box.height > 0 && box.height < 44;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName),
  );
}

test.describe('departures', () => {
  test('when every Saturday of a month is added, then the calendar shows each with its seats, one tour or all @layout', async ({ page, request, context }, info) => {
    test.slow();
    const session = await signInAsAdmin(page, request);
    const tour = await scheduledTour(request, session.token, 'bulk');
    const { month, saturdays } = saturdaysOfFutureMonth();

    await page.goto('/admin/departures');
    await page.getByRole('button', { name: '+ Add departures' }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: 'Add departures' });
    await dialog.getByRole('combobox', { name: /^Tour/ }).click();
    await page.getByRole('option', { name: tour.name }).click();
    await dialog.getByRole('button', { name: 'Every week' }).click();
    await dialog.locator('input[name="from"]').fill(`${month}-01`);
    await dialog.locator('input[name="to"]').fill(saturdays.at(-1)!);
    await dialog.getByRole('button', { name: 'Saturday' }).click();
    await dialog.locator('input[name="seats"]').fill('7');
    await expect(dialog).toContainText(`${saturdays.length} dates: ${formatDate(saturdays[0]!)} to ${formatDate(saturdays.at(-1)!)}`);
    await settled(page);
    await page.screenshot({ path: info.outputPath('departures-add.png') });

    // Closing with changes asks first; a dropped connection gives the typed work back.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
    await expect(dialog.locator('input[name="seats"]')).toHaveValue('7', { timeout: FIRST_LOAD });
    await dialog.getByRole('button', { name: `Add ${saturdays.length} departures` }).click();
    await expect(page.locator('[data-toast]')).toContainText(`${saturdays.length} departures added`);
    await expect(dialog).toBeHidden();

    // The calendar went to the month of the first one; filtered to the tour, each Saturday is there.
    // A filtered day names no tour: until the filter has applied, the links of every tour that month
    // (other tests' too) are on screen, and none of them matches.
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    await page.getByRole('combobox', { name: 'Tour' }).click();
    await page.getByRole('option', { name: tour.name }).click();
    await expect(page).toHaveURL(new RegExp(`tour=${tour.id}`));
    for (const saturday of saturdays) {
      await expect(page.getByRole('link', { name: new RegExp(`^${formatDate(saturday, { weekday: true })}: 0 sold · 0 held\\s*7 free`) })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await smallControls(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('departures-calendar.png') });

    // Next month has none of them; the day's departure opens its screen.
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByText(/^0 departures in/)).toBeVisible();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('link', { name: new RegExp(`^${formatDate(saturdays[0]!, { weekday: true })}:`) }).click();
    await expect(page.getByRole('heading', { level: 2, name: tour.name })).toBeVisible();
    await expect(page.getByText('No bookings yet.')).toBeVisible();
  });

  test('when a booking is moved, then a departure without room says so and one with room takes it @layout', async ({ page, request }, info) => {
    const session = await signInAsAdmin(page, request);
    const tour = await scheduledTour(request, session.token, 'move');
    const { saturdays } = saturdaysOfFutureMonth();
    const [first, second, third] = saturdays as [string, string, string];
    const from = await departure(request, session.token, tour.id, first, 6);
    await departure(request, session.token, tour.id, second, 2);
    await departure(request, session.token, tour.id, third, 6);
    const { reference } = await book(request, tour, from, first, 3, `move-${info.project.name}-${Date.now()}@e2e.test`);

    await page.goto(`/admin/departures/${from}`);
    const bookings = page.getByRole('table', { name: 'Bookings on this departure' });
    await expect(bookings.getByRole('row', { name: new RegExp(reference) })).toContainText('3 adults', { timeout: FIRST_LOAD });
    expect(await smallControls(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('departure.png') });

    // Fewer seats than taken: the server's field message, on the field.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit departure ${formatDate(first)}` });
    await edit.locator('input[name="seats"]').fill('2');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('Seats cannot go below the seats already sold or held').first()).toBeVisible();
    await settled(page);
    await page.screenshot({ path: info.outputPath('departure-edit.png') });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard', exact: true }).click();
    await expect(edit).toBeHidden();
    await page.getByRole('button', { name: `Move ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${reference}` });
    await dialog.getByRole('combobox', { name: /^New departure/ }).click();
    await page.getByRole('option', { name: `${formatDate(second, { weekday: true })} · 2 free` }).click();
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Only 2 seats left on ${formatDate(second)}`);

    await dialog.getByRole('combobox', { name: /^New departure/ }).click();
    await page.getByRole('option', { name: `${formatDate(third, { weekday: true })} · 6 free` }).click();
    await settled(page);
    await page.screenshot({ path: info.outputPath('departures-move.png') });
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expect(page.locator('[data-toast]')).toContainText(`${reference} moved to ${formatDate(third, { weekday: true })}`);
    await expect(page.getByText('No bookings yet.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^6$/ })).toHaveCount(2);
  });

  test('when a guide is added, then the list shows their phone and languages, and they can be deleted', async ({ page, request }, info) => {
    await signInAsAdmin(page, request);
    const name = `Guide ${Date.now().toString(36)}`;
    await page.goto('/admin/fleet');
    await page.getByRole('button', { name: '+ Add guide' }).click({ timeout: FIRST_LOAD });
    const dialog = page.getByRole('dialog', { name: 'Add guide' });
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('input[name="phone"]').fill('12');
    await dialog.locator('input[name="languages"]').fill('English, Swahili');
    await dialog.getByRole('button', { name: 'Add guide' }).click();
    await expect(dialog.getByText('Enter a phone number like +254 712 345 678')).toBeVisible();
    await dialog.locator('input[name="phone"]').fill('+254 733 111 222');
    await dialog.getByRole('button', { name: 'Add guide' }).click();
    const row = page.getByRole('table', { name: 'Guides' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('+254 733 111 222English, Swahili');
    expect(await smallControls(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath('fleet.png') });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete guide?' }).getByRole('button', { name: 'Delete guide' }).click();
    await expect(row).toBeHidden();
  });

  test('when a departure with a booking is cancelled, then the traveller is e-mailed; its manifest prints on one page @layout', async ({ page, request }, info) => {
    test.slow();
    const session = await signInAsAdmin(page, request);
    const tour = await scheduledTour(request, session.token, 'cancel');
    const { saturdays } = saturdaysOfFutureMonth();
    const date = saturdays[1]!;
    const id = await departure(request, session.token, tour.id, date, 8);
    const vehicle = await request.post('/api/admin/fleet/vehicles', { headers: auth(session.token), data: { name: `KDA ${Date.now().toString(36).slice(-4).toUpperCase()}`, seats: 8 } });
    expect(vehicle.status()).toBe(201);
    const vehicleName = ((await vehicle.json()) as { name: string }).name;
    expect((await request.put(`/api/admin/departures/${id}`, { headers: auth(session.token), data: { vehicleId: ((await vehicle.json()) as { id: string }).id } })).status()).toBe(200);
    const email = `cancel-${info.project.name}-${Date.now()}@e2e.test`;
    const { id: bookingId, reference } = await book(request, tour, id, date, 2, email);
    const emergencyContact = { name: 'Achieng Kamau', phone: '+254 722 000 111' };
    const travellers = [
      { fullName: 'Wanjiru Kamau', residency: 'citizen', nationality: 'Kenyan', emergencyContact },
      { fullName: 'Otieno Kamau', residency: 'citizen', nationality: 'Kenyan', dietary: 'Vegetarian', emergencyContact },
    ];
    expect((await request.put(`/api/bookings/${bookingId}/travellers`, { headers: auth(session.token), data: { travellers } })).status()).toBe(200);

    // The manifest: both travellers with what the guide needs, printed to PDF on a single A4 page.
    await page.goto(`/admin/departures/${id}/manifest`);
    const manifest = page.getByRole('table', { name: `Travellers in ${vehicleName}` });
    await expect(manifest.getByRole('row')).toHaveCount(3, { timeout: FIRST_LOAD });
    await expect(manifest.getByRole('row', { name: /Otieno Kamau/ })).toContainText('Vegetarian');
    await expect(manifest.getByRole('row', { name: /Otieno Kamau/ })).toContainText('East-African citizen, Kenyan');
    await page.screenshot({ path: info.outputPath('departures-manifest.png') });
    const pdf = await page.pdf({ preferCSSPageSize: true, path: info.outputPath('manifest.pdf') });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);

    await page.getByRole('link', { name: 'Back to the departure' }).click();
    await page.getByRole('button', { name: 'Cancel departure' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this departure?' });
    await expect(confirm).toContainText('will be cancelled and every traveller e-mailed; paid bookings will be marked refund owed');
    await settled(page);
    await page.screenshot({ path: info.outputPath('departures-cancel.png') });
    await confirm.getByRole('button', { name: 'Cancel departure' }).click();
    await expect(page.locator('[data-toast]')).toContainText('Departure cancelled: 1 booking cancelled and the travellers e-mailed');
    await expect(page.getByText('This departure is cancelled')).toBeVisible();

    await page.goto(`/admin/mail?q=${encodeURIComponent(email)}`);
    const outbox = page.getByRole('table', { name: 'Mail outbox' });
    const subject = `Departure cancelled: ${tour.name} on ${formatDate(date, { weekday: true })}`;
    const row = outbox.getByRole('row', { name: /Departure cancelled/ });
    await expect(row).toContainText(subject, { timeout: FIRST_LOAD });
    await row.getByRole('button', { name: /^View e-mail/ }).click();
    const mail = page.getByRole('dialog', { name: subject });
    await mail.getByRole('tab', { name: 'Plain text' }).click();
    await expect(mail.getByTestId('mail-text')).toContainText(`your booking ${reference} with it`);
  });
});
