/**
 * Live alerts in the console at 1280×800: a booking made in another browser context shows in the open
 * console within 2 s (a toast and the bell's unread count), and the bell's list opens its booking.
 * With SHOTS naming a folder, the bell and its list are also photographed at 1280×800 and 800×1280.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { daysAhead } from '../offline/helpers';
import { signInAsAdmin } from './helpers';

const FIRST_LOAD = 20_000;

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = process.env.SHOTS;
  if (!folder) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${folder}/${name}-${testInfo.project.name}.png` });
}

test('when a booking is made in another browser context, then the open console shows its alert within 2 s and the bell opens it', async ({ page, request, db, browser }, testInfo) => {
  test.skip(testInfo.project.name === 'admin-portrait', 'width does not matter');
  await signInAsAdmin(page, request);
  await page.goto('/admin/tours');
  const bell = page.getByRole('button', { name: /^Alerts/ });
  await expect(bell).toHaveAttribute('data-stream', 'live', { timeout: FIRST_LOAD });
  // Whatever was there before counts as read (again, if another worker's booking came just then).
  await expect(async () => {
    await bell.click();
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName('Alerts', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  const { rows } = await db.query<{ id: string; name: string }>(
    `select id, name from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
  );
  const tour = rows[0]!;
  const name = `Alert Guest ${Date.now().toString(36)}`;
  // Every alert text shown in a toast: another worker's alert can replace ours on screen a moment
  // after it came.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-toast]')) if (toast.textContent && !seen.includes(toast.textContent)) seen.push(toast.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const response = await other.request.post('/api/bookings', {
    data: {
      tourId: tour.id,
      tourName: tour.name,
      date: daysAhead(90),
      adults: 2,
      children: 0,
      contact: { name, email: 'alert-guest@example.com', phone: '+254 712 345 678' },
      payment: { method: 'mpesa', payMode: 'later' },
      consent: true,
    },
  });
  expect(response.status()).toBe(201);
  const booking = (await response.json()) as { reference: string };
  await other.close();

  // Within 2 s of the booking: the toast, and the bell's count.
  const toast = page.locator('[data-toast]');
  const toastsSeen = () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
  await expect.poll(async () => (await toastsSeen()).some((text) => text.includes(`New booking from ${name}`)), { timeout: 2_000 }).toBe(true);
  // At the top, under the bell, not over a list's pages or a dialog's buttons at the bottom (measured
  // on whichever alert shows: another worker's tests raise alerts too, and a newer one replaces it).
  const toastBox = await toast.boundingBox();
  const bellBox = await bell.boundingBox();
  expect(toastBox?.y).toBeGreaterThanOrEqual((bellBox?.y ?? 0) + (bellBox?.height ?? 0));
  expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThan(200);
  await expect(bell).toHaveAccessibleName(/^Alerts, [1-9]\d* unread$/, { timeout: 2_000 });
  await shot(page, testInfo, 'alerts-bell');

  await bell.click();
  const list = page.getByRole('dialog', { name: 'Alerts' });
  // The list shows the alert; its toast no longer covers the list's top.
  await expect(toast).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: /^Bookings [1-9]/ })).toBeVisible();
  const item = list.getByRole('link', { name: new RegExp(`New booking from ${name}`) });
  await expect(item).toContainText(booking.reference);
  const box = await item.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await shot(page, testInfo, 'alerts-list');
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 800, height: 1280 });
    await shot(page, testInfo, 'alerts-list-portrait');
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?q=${booking.reference}`));
  await expect(page.getByRole('rowheader', { name: booking.reference })).toBeVisible();
  // Opened: read. Another worker's booking may have come since, so the list is asked: ours is not unread.
  await bell.click();
  const ours = list.getByRole('link', { name: new RegExp(`New booking from ${name}`) });
  await expect(ours).toBeVisible();
  await expect(ours.and(page.locator('[data-unread]'))).toHaveCount(0);
});
