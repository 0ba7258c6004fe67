import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { pngOf, signInAsAdmin } from './helpers';

async function choose(page: Page, button: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

const baseName = (url: string) => url.replace(/^.*\//, '').replace(/\.webp$/, '');

test.describe('managing tours', () => {
  test('when a tour is added with two uploaded images and three itinerary rows, then it is on /tours and its page with those images', async ({ page, request, db }, testInfo) => {
    // A long form filled in the way staff do it: more time than a one-screen check.
    test.slow();
    await signInAsAdmin(page, request);
    const name = `E2E Rhino Trail ${testInfo.project.name} ${Date.now()}`;
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: '+ Add Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tour' });

    // Nothing filled in: the shared schema's messages, and a file that is not an image.
    await dialog.getByRole('button', { name: 'Add Tour', exact: true }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Duration must be ≥ 1')).toBeVisible();
    await choose(page, 'Choose image', [{ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
    await expect(dialog.getByText('Only image files are allowed.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Wildlife' }).click();
    await dialog.getByRole('combobox', { name: /^Location/ }).fill('Amboseli');
    await dialog.getByLabel('Price (USD)').fill('-1');
    await dialog.getByLabel('Duration (days)').fill('3');
    await dialog.getByRole('button', { name: 'Add Tour', exact: true }).click();
    await expect(dialog.getByText('Price must be ≥ 0')).toBeVisible();
    await dialog.getByLabel('Price (USD)').fill('1234.50');
    await dialog.getByLabel('Rating (0–5)').fill('4.6');
    await dialog.getByLabel('Description').fill('Tracking rhinos on foot with rangers.');
    await dialog.getByLabel('Highlights').fill('Rhino tracking\n\n  Sundowners  ');
    const periods = ['Day 1', 'Day 2', 'Day 3'];
    for (const [index, period] of periods.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: 'Add itinerary row' }).click();
      await dialog.getByLabel(`Period ${index + 1}`).fill(period);
      await dialog.getByLabel(`Activity ${index + 1}`).fill(`Activity of ${period}`);
    }
    // Reordering: the last row moves up and back down.
    await dialog.getByRole('button', { name: 'Move row 3 up' }).click();
    await expect(dialog.getByLabel('Period 2')).toHaveValue('Day 3');
    await dialog.getByRole('button', { name: 'Move row 2 down' }).click();
    await expect(dialog.getByLabel('Period 3')).toHaveValue('Day 3');

    await choose(page, 'Choose image', [{ name: 'main.png', mimeType: 'image/png', buffer: pngOf([200, 120, 40]) }]);
    await expect(dialog.getByRole('img', { name: 'Main image' })).toBeVisible();
    await choose(page, 'Add images', [{ name: 'extra.png', mimeType: 'image/png', buffer: pngOf([30, 90, 160]) }]);
    await expect(dialog.getByRole('img', { name: 'Additional image 1' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Tour', exact: true }).click();
    await expect(page.getByText('Tour Added Successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const { rows } = await db.query<{ id: string; slug: string; image: string; price: string; highlights: string[] }>('select id, slug, image, price::text, highlights from tours where name = $1', [name]);
    const tour = rows[0]!;
    expect(tour.price).toBe('1234.50');
    expect(tour.highlights).toEqual(['Rhino tracking', 'Sundowners']);
    const images = (await db.query<{ file: string }>('select file from tour_images where tour_id = $1 order by position', [tour.id])).rows.map((row) => row.file);
    expect(images).toHaveLength(1);
    const itinerary = (await db.query<{ period: string }>('select period from tour_itinerary where tour_id = $1 order by position', [tour.id])).rows.map((row) => row.period);
    expect(itinerary).toEqual(periods);

    await page.goto(`/tours?q=${encodeURIComponent('E2E Rhino Trail')}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.goto(`/tours/${tour.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const url of [tour.image, images[0]!]) {
      const base = baseName(url);
      await expect(page.locator(`img[src*="${base}"], img[srcset*="${base}"], source[srcset*="${base}"]`).first(), base).toBeAttached();
    }
    for (const period of periods) await expect(page.getByText(`Activity of ${period}`)).toBeVisible();
  });

  test('when a tour is edited and then deleted, then the site follows each step', async ({ page, request, db }, testInfo) => {
    await signInAsAdmin(page, request);
    const name = `E2E Edit Me ${testInfo.project.name} ${Date.now()}`;
    const response = await request.post('/api/tours', {
      headers: { Authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('token')))!}` },
      data: { name, tourType: 'cultural', location: 'Serengeti', price: 500, duration: 2 },
    });
    expect(response.status()).toBe(201);
    await page.goto(`/admin/tours?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tour' });
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    const renamed = `${name} Renamed`;
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByLabel('Price (USD)').fill('640');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Tour updated!')).toBeVisible();
    const { rows } = await db.query<{ slug: string; price: string }>('select slug, price::text from tours where name = $1 and deleted_at is null', [renamed]);
    expect(rows[0]?.price).toBe('640.00');

    await page.goto(`/admin/tours?q=${encodeURIComponent(renamed)}`);
    await page.getByRole('button', { name: `Preview ${renamed}` }).click();
    const preview = page.getByRole('dialog', { name: renamed });
    // The price shows on the tour card; the record's history below it names the change too.
    await expect(preview.getByText('$640').first()).toBeVisible();
    await expect(preview.getByText('2 days')).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete tour?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tour deleted.')).toBeVisible();
    await expect(page.getByText('No tours match these filters.')).toBeVisible();
    const gone = await db.query('select 1 from tours where name = $1 and deleted_at is null', [renamed]);
    expect(gone.rowCount).toBe(0);
    const publicPage = await request.get(`/api/tours/${rows[0]!.slug}`);
    expect(publicPage.status()).toBe(404);
  });
});
