/**
 * A review at 390×844: the review request's link opens the form, the traveller sends stars, a title,
 * text and a photo, and once staff approve it the tour page shows it with its average.
 * REVIEW_SCREENSHOTS (a folder) keeps pictures of the review page, the tour page's reviews and the
 * console's Reviews screen at 1280×800 and 800×1280. It runs with the console's tests, after the
 * public suites: an approved review replaces the specification's sample reviews on home and moves a
 * tour's rating, which those suites read.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { adminSession, pngOf, signInAsAdmin } from './helpers';
import { daysAhead } from '../offline/helpers';

async function picture(page: Page, name: string): Promise<void> {
  const folder = process.env.REVIEW_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

test.describe('reviewing a trip', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('when a traveller reviews an ended trip from the e-mail link and staff approve it, then the tour page shows it', async ({ page, request, db }) => {
    const { rows } = await db.query<{ id: string; slug: string; name: string }>(`select id, slug, name from tours where name = 'Masai Mara Great Migration Safari'`);
    const tour = rows[0]!;
    const created = await request.post('/api/bookings', {
      data: {
        tourId: tour.id,
        date: daysAhead(200),
        adults: 2,
        children: 0,
        contact: { name: 'Wanjiku Kamau', email: 'wanjiku@e2e.test', phone: '+254 712 345 678' },
        payment: { method: 'pesapal', payMode: 'later' },
        consent: true,
      },
    });
    expect(created.status()).toBe(201);
    const booking = (await created.json()) as { id: string; accessKey: string };
    // Setup: the trip took place last week and was confirmed (a booking cannot be made in the past).
    await db.query(`update bookings set travel_date = current_date - 7, status = 'confirmed' where id = $1`, [booking.id]);

    await page.goto(`/trips/${booking.id}/review?key=${encodeURIComponent(booking.accessKey)}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await page.getByRole('radio', { name: /^4 stars/ }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill('Elephants at sunrise');
    await page.getByRole('textbox', { name: 'Your review' }).fill('Kilimanjaro was clear on the last morning and the herd walked right past the car.');
    await page.locator('input[type=file]').setInputFiles({ name: 'herd.png', mimeType: 'image/png', buffer: pngOf([120, 90, 40], 64) });
    await expect(page.getByRole('img', { name: /Photo 1: herd\.png/ })).toBeVisible();
    await picture(page, 'review-page-phone');
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();

    const admin = await adminSession(request);
    const auth = { Authorization: `Bearer ${admin.token}` };
    const list = (await (await request.get('/api/admin/reviews?status=pending', { headers: auth })).json()) as { items: { id: string; bookingId: string }[] };
    const review = list.items.find((item) => item.bookingId === booking.id)!;
    expect((await request.put(`/api/admin/reviews/${review.id}`, { headers: auth, data: { status: 'approved', reply: 'Asante, Wanjiku!' } })).status()).toBe(200);

    await page.goto(`/tours/${tour.slug}`);
    const section = page.getByRole('region', { name: 'Traveller reviews' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { name: 'Elephants at sunrise' })).toBeVisible();
    await expect(section).toContainText('Reply from');
    await expect(section).toContainText(/Based on \d+ reviews?/);
    await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await picture(page, 'tour-reviews-phone');

    if (process.env.REVIEW_SCREENSHOTS) {
      await signInAsAdmin(page, request);
      for (const [width, height] of [[1280, 800], [800, 1280]] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/admin/reviews?status=all');
        await expect(page.getByRole('table', { name: 'All reviews' })).toContainText('Elephants at sunrise');
        await picture(page, `console-reviews-${width}x${height}`);
        await page.getByRole('button', { name: /Open the review “Elephants at sunrise”/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        // Past the dialog's fade-in.
        await page.waitForTimeout(500);
        await picture(page, `console-review-dialog-${width}x${height}`);
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
    }
  });
});
