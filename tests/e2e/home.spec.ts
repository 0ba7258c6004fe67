import { test, expect } from '../support/fixtures';

test.describe('home', () => {
  test('when a visitor opens the home page, then the hero invites them to customise an adventure', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customize Your Adventure' })).toHaveAttribute('href', '/request-experience');
  });

  test('when the tours load, then four published tours from the database are shown with View Details links', async ({ page, db }) => {
    await page.goto('/');
    const links = page.locator('#tours').getByRole('link', { name: /View Details/ });
    await expect(links).toHaveCount(4);
    const { rows } = await db.query<{ slug: string; name: string; is_published: boolean }>('select slug, name, is_published from tours');
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    // Tours are linked by their readable slug.
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
      const slug = href.replace('/tours/', '');
      expect(bySlug.get(slug)?.is_published, `${href} is a published tour`).toBe(true);
    }
    await links.first().click();
    await expect(page).toHaveURL(/\/tours\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('when the phone is 360 px wide, then nothing scrolls sideways @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await expect(page.locator('#tours').getByRole('link', { name: /View Details/ })).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
