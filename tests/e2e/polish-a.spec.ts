/**
 * Issue 16 (traveller polish), part A: floating buttons that never cover a control, confirmations
 * that stay (pay later on Home, the quote's next steps), and booking from a tour page on a phone.
 */
import type { Page } from '@playwright/test';
import type pg from 'pg';
import { formatUsd } from '@safari/shared/format';
import { signInAs } from '../support/auth';
import { test, expect } from '../support/fixtures';
import { daysAhead, fillBooking } from './offline/helpers';

interface TourRow {
  id: string;
  name: string;
  price: number;
}

async function pricedTour(db: pg.Client): Promise<TourRow> {
  const { rows } = await db.query<TourRow>(
    `select id, name, price::float as price from tours
      where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
  );
  return rows[0]!;
}

function traveller(tag: string, project: string) {
  const id = `${tag}-${project}-${Date.now().toString(36)}`;
  return { name: `Amina ${id}`, email: `${id}@e2e.example.com`, phone: '+254 712 345 678' };
}

/**
 * Brings every link, button and field of the page (main and footer) into view as a traveller would
 * (centred; form fields also at the bottom edge, where a phone's keyboard pushes them) and returns
 * those whose centre or corners are hit on a floating button instead of themselves.
 */
async function coveredControls(page: Page): Promise<string[]> {
  // Let lazy sections and the footer arrive first.
  for (let y = 0; y < 40; y += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done && y > 3) break;
    await page.waitForTimeout(150);
  }
  await expect(page.locator('footer').last()).toBeVisible();
  return page.evaluate(async () => {
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 40))));
    const selector = 'main a[href], main button, main input:not([type=hidden]), main select, main textarea, footer a[href], footer button, footer input';
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (control.closest('[inert], [aria-hidden="true"]') || getComputedStyle(control).visibility === 'hidden') continue;
      const size = control.getBoundingClientRect();
      if (size.width < 4 || size.height < 4) continue;
      const positions: ScrollLogicalPosition[] = control.closest('form') ? ['center', 'end'] : ['center'];
      for (const block of positions) {
        control.scrollIntoView({ block, inline: 'nearest' });
        await settle();
        const box = control.getBoundingClientRect();
        // Slides of a carousel that are off to the side are not reachable by scrolling down.
        if (box.left < 0 || box.right > window.innerWidth) continue;
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 3, box.top + 3],
          [box.right - 3, box.top + 3],
          [box.left + 3, box.bottom - 3],
          [box.right - 3, box.bottom - 3],
        ];
        const hit = points.find(([x = 0, y = 0]) => y >= 0 && y < window.innerHeight && document.elementFromPoint(x, y)?.closest('[data-floating]'));
        if (hit) {
          const name = control.getAttribute('aria-label') ?? (control.textContent?.trim() || control.getAttribute('name') || control.tagName);
          covered.push(`${control.tagName.toLowerCase()} "${name.slice(0, 40)}" (${block})`);
          break;
        }
      }
    }
    return covered;
  });
}

test.describe('issue 16: floating buttons, confirmations, booking from a tour page', () => {
  test('when a traveller scrolls through home, tours, a tour, booking, contact and checkout on a phone, then no control is under the floating buttons @phone-only', async ({
    page,
    db,
  }, info) => {
    test.setTimeout(240_000);
    const tour = await pricedTour(db);
    await page.goto('/');
    // Both entry points are still there where nothing is under them.
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    for (const path of ['/', '/tours', `/tours/${tour.id}`, `/booking/${tour.id}`, '/contact']) {
      if (path !== '/') await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await coveredControls(page), path).toEqual([]);
    }

    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, traveller('cover', info.project.name), { date: daysAhead(50), method: /^Card/, payMode: 'Pay now' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('button', { name: `Pay ${formatUsd(tour.price)}` })).toBeVisible();
    expect(await coveredControls(page), 'checkout').toEqual([]);
  });

  test('when a tour page opens on a phone with its booking buttons under the chat button, then the chat button steps aside until they have moved up @phone-only', async ({ page, db }) => {
    const tour = await pricedTour(db);
    await page.goto(`/tours/${tour.id}`);
    const chat = page.locator('[data-floating="chat"]');
    const request = page.getByRole('link', { name: 'Request Custom Itinerary' });
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // Placed as the first view of a 390 × 844 phone shows it: the button's right end in the chat button's corner.
    await request.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 30)));
    await expect(chat).toBeHidden();
    const box = (await request.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [box.x + box.width - 8, box.y + box.height / 2]);
    expect(hit).toBe('Request Custom Itinerary');
    // Scrolled up to the middle of the screen: the chat button is back.
    await request.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(chat).toBeVisible();
  });

  test('when a traveller books and pays later, then Home keeps a confirmation with the reference until it is dismissed', async ({ page, db }, info) => {
    const tour = await pricedTour(db);
    const who = traveller('panel', info.project.name);
    await page.goto(`/booking/${tour.id}`);
    await fillBooking(page, who, { date: daysAhead(33), method: /^M-Pesa/, payMode: 'Pay later', extraAdults: 1 });
    await page.getByRole('button', { name: 'Reserve now, pay later' }).click();

    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const { rows } = await db.query<{ reference: string }>('select reference from bookings where contact_email = $1', [who.email]);
    const reference = rows[0]!.reference;
    expect(reference).toMatch(/^SAF-/);

    const panel = page.getByRole('region', { name: 'Booking reserved' });
    const check = async () => {
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(reference);
      await expect(panel).toContainText(tour.name);
      await expect(panel).toContainText(formatUsd(2 * tour.price));
      await expect(panel).toContainText(new RegExp(`We[’']ve e-mailed the payment link to ${who.email.replace(/[.]/g, '\\.')}`));
      await expect(panel.getByRole('link', { name: 'My Trips' })).toHaveAttribute('href', '/dashboard');
      await expect(panel.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(`wa\\.me/.*${reference}`));
    };
    await check();
    await page.reload();
    await check();
    await panel.getByRole('button', { name: 'Dismiss booking confirmation' }).click();
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('when a quote request is accepted, then the toast shows, the form resets and a card says what happens next @phone-only', async ({ page }, info) => {
    const who = traveller('quote', info.project.name);
    await page.goto('/request-experience');
    // The page is server-rendered: typing starts once it has hydrated (the chat's button is there then).
    await expect(page.locator('[data-floating="chat"]')).toBeAttached();
    const form = page.getByRole('form', { name: 'Proposal form' });
    const text = (name: string) => form.getByRole('textbox', { name, exact: true });
    await form.getByRole('combobox', { name: 'Destination', exact: true }).fill('Masai Mara');
    await text('Start date').fill(daysAhead(60));
    await text('End date').fill(daysAhead(66));
    await form.getByRole('radio', { name: /^Mid-range/ }).check();
    await form.getByRole('radio', { name: /^Mix of both/ }).check();
    await text('Full name').fill(who.name);
    await text('Email').fill(who.email);
    await text('Phone').fill(who.phone);
    await text('Country').fill('Kenya');
    await form.getByRole('radio', { name: 'Email' }).check();
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    await form.getByRole('button', { name: 'Request My Proposal' }).click();

    await expect(page.getByText('Request received! We’ll contact you shortly.')).toBeVisible();
    await expect(text('Full name')).toHaveValue('');
    const card = page.getByRole('region', { name: /^Request received/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText('We respond within 24 hours');
    await expect(card).toContainText(who.email);
    await expect(card.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/tours');
  });

  test('when a traveller scrolls a tour page on a phone past its side card, then a From $X · Book bar appears @phone-only', async ({ page, db }) => {
    const tour = await pricedTour(db);
    await page.goto(`/tours/${tour.id}`);
    const bar = page.getByTestId('sticky-book-bar');
    await expect(page.getByRole('complementary', { name: 'Book this safari' })).toBeVisible();
    await expect(bar).toBeHidden();
    await page.getByRole('heading', { name: 'Itinerary' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(`From ${formatUsd(tour.price)}`);
    await expect(bar.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/booking/${tour.id}`);
    // The chat button rides above the bar, not over its Book button.
    const book = await bar.getByRole('link', { name: 'Book' }).boundingBox();
    const chat = await page.locator('[data-floating="chat"]').boundingBox();
    expect(chat!.y + chat!.height).toBeLessThanOrEqual(book!.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('when the tour page is wide, then the side card stays in view and no bar shows @desktop-only', async ({ page, db }) => {
    const tour = await pricedTour(db);
    await page.goto(`/tours/${tour.id}`);
    await page.getByRole('heading', { name: 'Itinerary' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('complementary', { name: 'Book this safari' }).getByRole('link', { name: 'Book This Safari' })).toBeInViewport();
    await expect(page.getByTestId('sticky-book-bar')).toBeHidden();
  });

  test('when the header Book opens on a tour page, then that tour is chosen and the booking page gets the values without name or e-mail in the URL @phone-only', async ({
    page,
    db,
  }, info) => {
    const tour = await pricedTour(db);
    const who = traveller('quick', info.project.name);
    await page.goto(`/tours/${tour.id}`);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick booking' });
    await expect(dialog.getByLabel('Tour')).toHaveValue(tour.id);
    await dialog.getByLabel('Date').fill(daysAhead(70));
    await dialog.getByLabel('Adults').fill('2');
    await dialog.getByLabel('Name').fill(who.name);
    await dialog.getByLabel('Email').fill(who.email);
    await dialog.getByRole('button', { name: 'Continue to booking' }).click();

    await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
    const form = page.getByRole('form', { name: 'Booking form' });
    const check = async () => {
      await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(who.name);
      await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(who.email);
      await expect(form.getByRole('spinbutton', { name: /Adults/ }).or(form.getByRole('textbox', { name: /^Adults/ })).first()).toHaveValue('2');
    };
    await check();
    const history = await page.evaluate(() => window.location.href);
    expect(history).not.toContain(encodeURIComponent(who.email));
    expect(history).not.toContain('Amina');
    // The values live in the history entry: a reload keeps them.
    await page.reload();
    await check();
  });

  test('when a signed-in traveller opens a booking form, then their name, e-mail and phone are filled in', async ({ page, db, request }) => {
    const tour = await pricedTour(db);
    const account = await signInAs(page, request, 'Wanjiru Signed');
    const phone = '+254 733 111 222';
    const patched = await request.patch('/api/users/me', { data: { name: 'Wanjiru Signed', phone }, headers: { authorization: `Bearer ${account.token}` } });
    expect(patched.status()).toBe(200);
    await page.goto(`/booking/${tour.id}`);
    const form = page.getByRole('form', { name: 'Booking form' });
    await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue('Wanjiru Signed');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(account.user.email);
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(phone);
  });
});
