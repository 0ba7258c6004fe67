import { randomUUID } from 'node:crypto';
import { signInAs } from '../../support/auth';
import { test, expect } from '../../support/fixtures';
import { keptCount } from '../../support/offline-store';
import { expectImagesLoaded, forgetCatalogue, waitForServiceWorker } from './helpers';

const QUEUED = "Saved on your phone — we'll send it as soon as you're back online";
const BANNER = 'Unable to load blog posts at the moment. Showing offline defaults.';
/** One of the built-in offline sample posts (pwa/src/content/offline-blog.ts). */
const SAMPLE_TITLE = 'What to Pack for a Kenya Safari (and What to Leave at Home)';

interface PostRow {
  id: string;
  slug: string;
  title: string;
  category: string | null;
}

const PUBLISHED = `select id, slug, title, category from blog_posts where deleted_at is null and is_published and published_at <= now()`;

test.describe('offline blog', () => {
  test('when the blog and a post were opened online, then the list, its filters and that post with its cover read offline from the phone', async ({ page, context, db }) => {
    const { rows } = await db.query<PostRow>(`${PUBLISHED} order by published_at desc, id`);
    const opened = rows[1]!;
    const neverOpened = rows[2]!;
    const category = 'Travel Tips';
    const inCategory = rows.filter((row) => row.category === category);

    await page.goto('/blog');
    await waitForServiceWorker(page);
    await expect(page.getByRole('link', { name: /^Read More: / })).toHaveCount(6);
    // The list is kept by the catalogue sync (every post, written at once) once offline use begins;
    // a reader stays on the page that long (a full page load right away would cut the sync short).
    await expect.poll(() => keptCount(page, 'posts'), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    await page.goto(`/blog/${opened.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
    await expect(page.getByTestId('post-content').locator('h2').first()).toBeVisible();
    // The post and its cover (named by content: blog-<slug>.<hash>-800w.webp) are kept on the phone.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('images')).keys()).map((request) => new URL(request.url).pathname)), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`blog-${opened.slug}(\\.[0-9a-f]{16})?-800w\\.webp$`))]));

    await context.setOffline(true);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Guides & Blog' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read More: / })).toHaveCount(6);
    await expect(page.getByRole('heading', { name: rows[0]!.title })).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: SAMPLE_TITLE })).toHaveCount(0);
    await expectImagesLoaded(page, 'main li:first-child > article img');

    await page.getByRole('list', { name: 'Categories' }).getByRole('button', { name: category }).click();
    await expect(page.getByRole('link', { name: /^Read More: / })).toHaveCount(Math.min(6, inCategory.length));
    await expect(page.getByRole('heading', { name: inCategory[0]!.title })).toBeVisible();

    await page.goto(`/blog/${opened.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: opened.title })).toBeVisible();
    await expect(page.getByTestId('post-content').locator('h2').first()).toBeVisible();
    await expectImagesLoaded(page, 'article header img');

    // Listed but never opened: its title and excerpt, and a word that the full text needs a connection.
    await page.goto(`/blog/${neverOpened.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: neverOpened.title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('has not been saved on this phone yet');
  });

  test('when nothing was kept and the network is down, then the blog says so and shows the offline defaults', async ({ page, context }) => {
    await page.goto('/about');
    await waitForServiceWorker(page);
    await forgetCatalogue(page);
    await context.setOffline(true);
    await page.goto('/blog');
    await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: SAMPLE_TITLE })).toBeVisible();
  });

  test('when a signed-in traveller comments offline, then it waits as You and is posted once when back online', async ({ page, context, request, db }) => {
    const { rows } = await db.query<PostRow>(`${PUBLISHED} order by slug desc limit 1`);
    const post = rows[0]!;
    const account = await signInAs(page, request, 'Achieng Odhiambo');
    await page.goto(`/blog/${post.slug}`);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    await context.setOffline(true);
    const text = `Posted from a tented camp without signal ${randomUUID()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    const list = page.getByRole('list', { name: 'Comments' });
    const mine = list.getByRole('listitem').filter({ hasText: text });
    await expect(mine).toContainText('You');
    await expect(mine).toContainText(QUEUED);
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');

    await context.setOffline(false);
    await expect(mine).toContainText('Achieng Odhiambo', { timeout: 20_000 });
    await expect(mine).not.toContainText(QUEUED);
    const stored = await db.query<{ text: string }>('select text from blog_comments where post_id = $1 and user_id = $2', [post.id, account.user.id]);
    expect(stored.rows.map((row) => row.text)).toEqual([text]);
  });
});
