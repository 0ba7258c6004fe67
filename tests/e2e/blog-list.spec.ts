import type { Page, Route } from '@playwright/test';
import { readTimeOfHtml } from '@safari/shared/blog';
import { test, expect } from '../support/fixtures';
import { gotoShell } from '../support/shell';

interface PostRow {
  id: string;
  slug: string;
  title: string;
  author: string;
  category: string | null;
  content_html: string;
}

const PUBLISHED = `select id, slug, title, author, category, content_html from blog_posts
                    where deleted_at is null and is_published and published_at <= now()`;
const NEWEST_FIRST = 'order by published_at desc, id';
/** One of the built-in offline sample posts (pwa/src/content/offline-blog.ts). */
const SAMPLE_TITLE = 'What to Pack for a Kenya Safari (and What to Leave at Home)';

const readMoreLinks = (page: Page) => page.getByRole('link', { name: /^Read More: / });

test.describe('blog list', () => {
  test('when the posts load, then the 6 newest published posts show as cards linked by slug', async ({ page, db }) => {
    const { rows } = await db.query<PostRow>(`${PUBLISHED} ${NEWEST_FIRST} limit 6`);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Guides & Blog' })).toBeVisible();
    await expect(readMoreLinks(page)).toHaveCount(6);
    const hrefs = await readMoreLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(rows.map((row) => `/blog/${row.slug}`));

    const first = rows[0]!;
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: first.title }) });
    await expect(card.getByText(first.category ?? 'Travel', { exact: true })).toBeVisible();
    await expect(card.getByText(`${readTimeOfHtml(first.content_html)} min read`)).toBeVisible();
    await expect(card.getByText(first.author).first()).toBeVisible();
    const initials = first.author.split(' ').map((part) => part[0]).join('').slice(0, 2);
    await expect(card.getByRole('img', { name: first.author })).toHaveText(initials);

    // The visible text stays 'Read More'; its accessible name and its text for crawlers name the post.
    const readMore = card.getByRole('link', { name: `Read More: ${first.title}`, exact: true });
    await expect(readMore).toHaveAccessibleName(`Read More: ${first.title}`);
    // Crawlers read the title in the link's text too (the layout decides whether a space precedes the colon).
    expect(await readMore.evaluate((link) => (link as HTMLElement).innerText.replace(/\s+/g, ' ').replace(' :', ':').trim())).toBe(`Read More: ${first.title}`);
    const hiddenTitle = await readMore.getByText(first.title).boundingBox();
    expect(hiddenTitle?.width ?? 0).toBeLessThanOrEqual(1);
    await readMore.click();
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  });

  test('when the posts are still loading, then 6 skeleton cards hold their place', async ({ page }) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blogs?**', async (route: Route) => {
      await gate;
      await route.continue();
    });
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, '/blog');
    await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'Loading posts…' })).toBeAttached();
    release();
    await expect(readMoreLinks(page)).toHaveCount(6);
    await expect(page.getByTestId('blog-card-skeleton')).toHaveCount(0);
  });

  test('when the API cannot be reached, then the error banner shows the offline posts and Retry loads the real ones', async ({ page, db }) => {
    await page.route('**/api/blogs?**', (route) => route.abort('internetdisconnected'));
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, '/blog');
    const banner = page.getByRole('alert').filter({ hasText: 'Unable to load blog posts at the moment. Showing offline defaults.' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: SAMPLE_TITLE })).toBeVisible();

    await page.unroute('**/api/blogs?**');
    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner).toBeHidden();
    const { rows } = await db.query<PostRow>(`${PUBLISHED} ${NEWEST_FIRST} limit 1`);
    await expect(page.getByRole('heading', { name: rows[0]!.title })).toBeVisible();
    await expect(readMoreLinks(page)).toHaveCount(6);
  });

  test('when the search matches nothing, then the empty state offers Reset filters, which brings every post back', async ({ page }) => {
    await page.goto('/blog?category=Travel+Tips');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('  zebra-striped unicorns  ');
    await expect(page).toHaveURL(/q=zebra-striped\+unicorns/);
    await expect(page.getByText('No posts match your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    await expect(readMoreLinks(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('when a visitor types a search, then it is trimmed, debounced into the URL, resets the page and Clear undoes it @phone-only', async ({ page, db }) => {
    // The API matches title, excerpt, author, tags and the text of the content.
    const { rows } = await db.query<PostRow>(
      `${PUBLISHED} and (title ilike '%gorilla%' or excerpt ilike '%gorilla%' or author ilike '%gorilla%'
        or array_to_string(tags, ' ') ilike '%gorilla%' or regexp_replace(content_html, '<[^>]*>', ' ', 'g') ilike '%gorilla%')
       ${NEWEST_FIRST}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(6);
    await page.goto('/blog?page=2');
    const search = page.getByRole('searchbox', { name: 'Search posts' });
    await search.pressSequentially('  Gorilla ', { delay: 20 });
    await expect(page).toHaveURL(/\/blog\?q=Gorilla$/);
    await expect(readMoreLinks(page)).toHaveCount(rows.length);
    await expect(page.getByRole('heading', { name: rows[0]!.title })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search).toHaveValue('');
    await expect(readMoreLinks(page)).toHaveCount(6);
  });

  test('when a category chip is chosen, then only its posts show and the choice lives in the URL', async ({ page, db }) => {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${PUBLISHED} and category = 'Travel Tips') p`);
    const chips = page.getByRole('list', { name: 'Categories' });
    await page.goto('/blog?page=2');
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'Travel Tips' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Travel\+Tips$/);
    await expect(chips.getByRole('button', { name: 'Travel Tips' })).toHaveAttribute('aria-pressed', 'true');
    await expect(readMoreLinks(page)).toHaveCount(Math.min(6, rows[0]!.n));
    const badges = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    for (const text of badges) expect(text).toContain('Travel Tips');
    await page.reload();
    await expect(chips.getByRole('button', { name: 'Travel Tips' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('when there are more posts than fit a page, then « and » page through them', async ({ page, db }) => {
    const { rows } = await db.query<PostRow>(`${PUBLISHED} ${NEWEST_FIRST}`);
    const pages = Math.ceil(rows.length / 6);
    expect(pages).toBeGreaterThan(1);
    await page.goto('/blog');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await expect(pagination.getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole('heading', { name: rows[6]!.title })).toBeVisible();
    await expect(readMoreLinks(page)).toHaveCount(Math.min(6, rows.length - 6));
    await pagination.getByRole('link', { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(pagination.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await expect(readMoreLinks(page)).toHaveCount(rows.length - (pages - 1) * 6);
    await pagination.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pages - 1}$`));
  });

  test('when the phone is 360 px wide, then nothing scrolls sideways @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/blog');
    await expect(readMoreLinks(page)).toHaveCount(6);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
