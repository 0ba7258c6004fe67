/**
 * Pages that work before their code arrives (DESIGN.md): searches and filters are GET forms whose
 * URLs the server renders, the footer is in the server's HTML, and what a visitor types and sends
 * while the app's code is still on its way is kept and sent once the app is live.
 *
 * 'Before the app starts' is made certain by holding the app's entry script (the start script asks
 * for it after the first paint, or at the first tap or key) until the test lets it go.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { holdApp } from '../support/shell';

// One width is enough (the header search sets the width it shows at): @phone-only.

const live = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
const tourCards = (page: Page) => page.getByRole('list', { name: 'Tours', exact: true }).locator(':scope > li');
/** The list's 'Showing 9 of 31 safaris': how many tours match. */
async function matching(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d+ of \d+ safaris?$/).innerText();
  return Number(/of (\d+)/.exec(text)?.[1]);
}
const unique = (tag: string, project: string) => `${tag}${project}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('before the app starts', () => {
  test('when a visitor types in the header search and presses Enter right after the page loads, then they land on the results @phone-only', async ({ page }) => {
    // The header search shows from 900 px; the measurement was at 1280×800.
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('searchbox', { name: 'Search tours' });
    await search.fill('mara');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tours\?q=mara$/);
    await expect(page.getByText(/^Showing \d+ of \d+ safaris?$/)).toBeVisible();
    await expect(tourCards(page).first()).toContainText(/mara/i);
    release();
  });

  test('when a contact message is typed and sent before the app starts, then it is delivered once the app is live, exactly once @phone-only', async ({ page, db }, info) => {
    const id = unique('early', info.project.name);
    const email = `${id}@e2e.example.com`;
    const release = await holdApp(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Akinyi ${id}`);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Before the page started');
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Typed while the app was still loading.');
    await form.getByRole('checkbox', { name: /may contact me/ }).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    // Nothing went to the server as a plain form: the address is unchanged, and nothing is stored yet.
    await expect(page).toHaveURL(/\/contact$/);
    release();
    await live(page);
    await expect(page.locator('[data-toast]')).toContainText('Thanks! Your message has been sent.');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    const count = async () =>
      Number((await db.query<{ n: string }>(`select count(*) as n from enquiries where channel = 'contact' and email = $1 and message = $2`, [email, 'Typed while the app was still loading.'])).rows[0]!.n);
    expect(await count()).toBe(1);
    // A second send (a replayed tap, a second submit) would come within moments.
    await page.waitForTimeout(1000);
    expect(await count()).toBe(1);
  });

  test('when blog search text is typed before the app starts, with a post without a cover in the list, then it is kept and searched @phone-only', async ({ page, db }, info) => {
    const word = unique('quokka', info.project.name);
    const slug = `e2e-no-cover-${word.toLowerCase()}`;
    // An old post, so it is on no other test's first page; its cover is empty (the fallback image shows).
    await db.query(
      `insert into blog_posts (slug, title, author, category, cover_image, content_html, excerpt, published_at)
       values ($1, $2, 'Tester', 'Travel Tips', '', '<p>Notes.</p>', 'Notes.', '2001-01-01')`,
      [slug, `Field notes ${word} from the coast`],
    );
    try {
      const release = await holdApp(page);
      await page.goto(`/blog?q=${word}`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { name: `Field notes ${word} from the coast` })).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search posts' });
      await search.fill(`notes ${word}`);
      release();
      await live(page);
      await expect(page).toHaveURL(new RegExp(`/blog\\?q=notes\\+${word}$`));
      await expect(page.getByRole('heading', { name: `Field notes ${word} from the coast` })).toBeVisible();
      // The report saw the text wiped about 3 s after start.
      await page.waitForTimeout(3500);
      await expect(search).toHaveValue(`notes ${word}`);
    } finally {
      await db.query('delete from blog_posts where slug = $1', [slug]);
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('when a visitor searches from the header, then the server answers with the results @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/', { waitUntil: 'load' });
    const search = page.getByRole('searchbox', { name: 'Search tours' });
    await search.fill('mara');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tours\?q=mara$/);
    await expect(tourCards(page).first()).toContainText(/mara/i);
  });

  test('when a visitor filters the tours, then the list the server renders is filtered, and the footer links are there @phone-only', async ({ page }) => {
    await page.goto('/tours', { waitUntil: 'load' });
    const all = await matching(page);
    const filters = page.getByRole('form', { name: 'Filter tours' });
    await filters.getByRole('searchbox', { name: 'Search', exact: true }).fill('mara');
    await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/tours\?q=mara&.*sort=price_asc/);
    await expect(page.getByRole('button', { name: 'Remove filter Search: “mara”' })).toBeVisible();
    const found = await matching(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(all);
    await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');

    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy', 'Terms']) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${name.toLowerCase()}`);
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
  });

  test('when a visitor picks departure dates, then only the tours departing then are listed @phone-only', async ({ page, db }, info) => {
    const { rows } = await db.query<{ id: string; name: string }>(`select id, name from tours where is_published and deleted_at is null order by name limit 1`);
    const tour = rows[0]!;
    // A day far ahead that no other test uses: this project's own.
    const date = info.project.name === 'phone' ? '2098-03-11' : '2098-03-12';
    const { rows: created } = await db.query<{ id: string }>(`insert into departures (tour_id, date, seats) values ($1, $2, 6) returning id`, [tour.id, date]);
    try {
      await page.goto('/tours', { waitUntil: 'load' });
      const filters = page.getByRole('form', { name: 'Filter tours' });
      await filters.getByLabel('Departing from').fill(date);
      await filters.getByLabel('Departing until').fill(date);
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(new RegExp(`departFrom=${date}&departTo=${date}`));
      await expect(tourCards(page)).toHaveCount(1);
      await expect(tourCards(page).first()).toContainText(tour.name);
    } finally {
      await db.query('delete from departures where id = $1', [created[0]!.id]);
    }
  });

  test('when a visitor searches the blog or picks a category, then the server answers with those posts @phone-only', async ({ page, db }) => {
    const { rows } = await db.query<{ title: string }>(
      `select title from blog_posts where deleted_at is null and is_published and published_at <= now() and category = 'Travel Tips' order by published_at desc limit 1`,
    );
    const title = rows[0]!.title;
    await page.goto('/blog', { waitUntil: 'load' });
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.fill(title);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(/^\d+ posts? for “/)).toBeVisible();

    await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Travel Tips' }).click();
    await expect(page).toHaveURL(/category=Travel\+Tips/);
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: 'Travel Tips' })).toHaveAttribute('aria-pressed', 'true');
  });
});
