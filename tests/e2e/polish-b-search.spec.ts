import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const PUBLISHED = 'is_published and deleted_at is null';
const cardNames = (page: Page) => page.getByRole('list', { name: 'Tours', exact: true }).getByRole('heading', { level: 2 });

/** Every result on screen, after pressing Load more until it goes. */
async function allCardNames(page: Page): Promise<string[]> {
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toBeVisible();
  const loadMore = page.getByRole('button', { name: 'Load more' });
  const list = page.getByRole('list', { name: 'Tours', exact: true });
  // Beyond the server's first page, cards hold their place (the list busy) until the catalogue is in.
  while (await loadMore.isVisible()) {
    await loadMore.click();
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
  }
  // Every result is on screen: 'Showing N of N'.
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(/^Showing (\d+) of \1\b/);
  return cardNames(page).allTextContents();
}

/** The list as the header's search opens it (tours-list.spec.ts covers the header's Enter itself). */
async function search(page: Page, text: string): Promise<void> {
  await page.goto(`/tours?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([`Search: “${text}”`]);
}

test.describe('search finds what the site advertises', () => {
  test("when a traveller searches 'balloon', then every tour offering a balloon flight (in its highlights or days) is listed", async ({ page, db }) => {
    const { rows } = await db.query<{ name: string }>(
      `select name from tours t where ${PUBLISHED} and (
         exists (select 1 from unnest(t.highlights) h where h ilike '%balloon%')
         or exists (select 1 from tour_itinerary s where s.tour_id = t.id and s.activity ilike '%balloon%'))`,
    );
    // The home page's 'Hot-Air Balloon over the Mara' card promises them: the seed has several.
    expect(rows.length).toBeGreaterThanOrEqual(2);
    await search(page, 'balloon');
    expect((await allCardNames(page)).sort()).toEqual(rows.map((row) => row.name).sort());
  });

  test("when a traveller searches 'kenya', then every tour whose location is in Kenya is listed, and those elsewhere only if they mention Kenya", async ({ page, db }) => {
    const { rows: kenyan } = await db.query<{ name: string }>(`select name from tours where ${PUBLISHED} and location ilike '%kenya%'`);
    expect(kenyan.length).toBeGreaterThanOrEqual(10);
    await search(page, 'kenya');
    const shown = await allCardNames(page);
    for (const { name } of kenyan) expect(shown, name).toContain(name);
    // Gorilla treks in Uganda and Rwanda never mention Kenya.
    expect(shown.some((name) => /Uganda|Rwanda/.test(name))).toBe(false);
  });

  test('when the catalogue has places beyond the spec list, then the Location filter offers them after Serengeti, Masai Mara and Amboseli', async ({ page, db }) => {
    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    const form = page.getByRole('form', { name: 'Filter tours' });
    // A tap before hydration has ended does nothing: tap again until the form opens.
    if (await toggle.isVisible()) {
      await expect(async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(form).toBeVisible({ timeout: 1_500 });
      }).toPass();
    }
    await expect(form.getByText('Choose your filters, then press Apply to update the list.')).toBeVisible();
    const location = form.getByLabel('Location', { exact: true });
    const options = (await location.locator('option').allTextContents()).slice(1);
    expect(options.slice(0, 3)).toEqual(['Serengeti', 'Masai Mara', 'Amboseli']);
    expect(options).toContain('Samburu, Kenya');
    await location.selectOption('Samburu, Kenya');
    await expect(form.getByText('You have changed the filters: press Apply to see the matching safaris.')).toBeVisible();
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/location=Samburu%2C(\+|%20)Kenya/);
    const { rows } = await db.query<{ name: string }>(`select name from tours where ${PUBLISHED} and location = 'Samburu, Kenya'`);
    await expect(cardNames(page)).toHaveText(rows.map((row) => row.name));
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Location: Samburu, Kenya']);
  });
});
