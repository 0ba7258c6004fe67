import type { Page, TestInfo } from '@playwright/test';
import type pg from 'pg';
import { readTimeOfHtml } from '@safari/shared/blog';
import { signInAs } from '../support/auth';
import { test, expect } from '../support/fixtures';
import { gotoShell, reachFooter } from '../support/shell';

interface PostRow {
  id: string;
  slug: string;
  title: string;
  author: string;
  category: string | null;
  content_html: string;
  tags: string[];
}

const PUBLISHED = `select id, slug, title, author, category, content_html, tags from blog_posts
                    where deleted_at is null and is_published and published_at <= now()`;

/**
 * A post of its own for each test and project, so that likes and comments of tests running at the
 * same time (phone and desktop) never meet on one post.
 */
async function postFor(db: pg.Client, testInfo: TestInfo, slot: number): Promise<PostRow> {
  const { rows } = await db.query<PostRow>(`${PUBLISHED} order by slug`);
  const index = (slot * 2 + (testInfo.project.name === 'desktop' ? 1 : 0)) % rows.length;
  return rows[index]!;
}

const likeButton = (page: Page) => page.getByRole('button', { name: /like this post/i });

test.describe('blog post', () => {
  test('when a post opens, then cover, facts, content, tags, related posts and Back to Blog show', async ({ page, db }, testInfo) => {
    const post = await postFor(db, testInfo, 0);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post.title} | Pulse of the Wild Safaris`);
    const hero = page.getByRole('article').locator('header').first();
    await expect(hero.getByText(post.category ?? 'Travel', { exact: true })).toBeVisible();
    await expect(hero.getByText(`${readTimeOfHtml(post.content_html)} min read`)).toBeVisible();
    await expect(hero.getByText(post.author, { exact: true })).toBeVisible();
    await expect(likeButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    const content = page.getByTestId('post-content');
    await expect(content.locator('h2').first()).toBeVisible();
    for (const tag of post.tags) await expect(page.getByRole('list', { name: 'Tags' }).getByText(`#${tag}`)).toBeVisible();

    // Related posts are fetched as the reader nears the end of the post.
    await reachFooter(page);
    const related = page.getByRole('region', { name: 'Related Posts' });
    await expect(related.getByRole('link', { name: /^Read More: / }).first()).toBeVisible();
    const relatedHrefs = await related.getByRole('link', { name: /^Read More: / }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(relatedHrefs.length).toBeGreaterThan(0);
    expect(relatedHrefs.length).toBeLessThanOrEqual(3);
    expect(relatedHrefs).not.toContain(`/blog/${post.slug}`);
    if (post.category) {
      const { rows } = await db.query<{ slug: string }>(`${PUBLISHED} and category = $1 and slug <> $2`, [post.category, post.slug]);
      for (const href of relatedHrefs) expect(rows.map((row) => `/blog/${row.slug}`)).toContain(href);
    }

    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('when a heading is picked in Jump to section, then the page scrolls to it and the URL names it', async ({ page, db, isMobile }, testInfo) => {
    const post = await postFor(db, testInfo, 1);
    await page.goto(`/blog/${post.slug}`);
    const toc = page.getByRole('navigation', { name: 'Jump to section' });
    const headings = page.getByTestId('post-content').locator('h1, h2, h3');
    await expect(headings.first()).toBeVisible();
    // Folded on phones, open beside the post on desktop.
    if (isMobile) await toc.getByText('Jump to section').click();
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(await headings.count());
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const last = links.last();
    const target = (await last.getAttribute('href'))!.slice(1);
    await last.click();
    const heading = page.locator(`[id="${target}"]`);
    await expect(heading).toHaveText((await last.textContent())!);
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
  });

  test('when the post is opened by its id, then the same post shows', async ({ page, db }, testInfo) => {
    const post = await postFor(db, testInfo, 2);
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  test('when the post is still loading, then a placeholder says so', async ({ page, db }, testInfo) => {
    const post = await postFor(db, testInfo, 2);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/blogs/${post.slug}`, async (route) => {
      await gate;
      await route.continue();
    });
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, `/blog/${post.slug}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading post…' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  test('when the post does not exist, then Blog post not found. shows with a way back', async ({ page }) => {
    await page.goto('/blog/no-such-post-anywhere');
    await expect(page.getByRole('heading', { name: 'Blog post not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('when the API cannot be reached, then a sample post with sample comments shows instead', async ({ page }) => {
    await page.route('**/api/blogs/**', (route) => route.abort('internetdisconnected'));
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, '/blog/what-to-pack-for-a-kenya-safari');
    await expect(page.getByRole('heading', { level: 1, name: 'What to Pack for a Kenya Safari (and What to Leave at Home)' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Claire M.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Posts' }).getByRole('link', { name: /^Read More: / })).toHaveCount(3);
  });

  test('when a signed-out visitor likes or wants to comment, then they are offered sign-in that comes back here', async ({ page, db }, testInfo) => {
    const post = await postFor(db, testInfo, 3);
    await page.goto(`/blog/${post.slug}`);
    const count = await page.getByTestId('like-count').textContent();
    await likeButton(page).click();
    await expect(page.getByText('Please sign in to like this post.')).toBeVisible();
    await expect(page.getByTestId('like-count')).toHaveText(count!);
    const next = encodeURIComponent(`/blog/${post.slug}`);
    await expect(page.getByRole('link', { name: 'Sign in to like' })).toHaveAttribute('href', `/login?next=${next}`);
    await expect(page.getByText('Sign in to join the conversation.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute('href', `/login?next=${next}`);
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
  });

  test('when a signed-in traveller likes and unlikes, then the count follows at once and is stored', async ({ page, request, db }, testInfo) => {
    const post = await postFor(db, testInfo, 4);
    const account = await signInAs(page, request);
    await page.goto(`/blog/${post.slug}`);
    const before = Number(await page.getByTestId('like-count').textContent());
    await likeButton(page).click();
    await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await db.query('select 1 from blog_likes where post_id = $1 and user_id = $2', [post.id, account.user.id])).rowCount)
      .toBe(1);
    await page.reload();
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await likeButton(page).click();
    await expect(page.getByTestId('like-count')).toHaveText(String(before));
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('when liking fails on the server, then the count goes back', async ({ page, request, db }, testInfo) => {
    const post = await postFor(db, testInfo, 6);
    await signInAs(page, request);
    await page.goto(`/blog/${post.slug}`);
    const before = await page.getByTestId('like-count').textContent();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blogs/*/like', async (route) => {
      await gate;
      await route.fulfill({ status: 503, json: { error: 'Service unavailable' } });
    });
    await likeButton(page).click();
    await expect(page.getByTestId('like-count')).toHaveText(String(Number(before) + 1));
    release();
    await expect(page.getByTestId('like-count')).toHaveText(before!);
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('when a comment is empty, then the spec message asks for text and nothing is sent', async ({ page, request, db }, testInfo) => {
    const post = await postFor(db, testInfo, 5);
    await signInAs(page, request);
    await page.goto(`/blog/${post.slug}`);
    let sent = false;
    await page.route('**/api/blogs/*/comment', async (route) => {
      sent = true;
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'Your comment' }).fill('   ');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please write something before submitting.')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('when a signed-in traveller comments, then it shows at once as You, then under their name at the top', async ({ page, request, db }, testInfo) => {
    const post = await postFor(db, testInfo, 5);
    const account = await signInAs(page, request, 'Wanjiru Kamau');
    await page.goto(`/blog/${post.slug}`);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blogs/*/comment', async (route) => {
      await gate;
      await route.continue();
    });
    const text = `Asante for this guide! ${testInfo.project.name} ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    const list = page.getByRole('list', { name: 'Comments' });
    await expect(list.getByRole('listitem').first()).toContainText('You');
    await expect(list.getByRole('listitem').first()).toContainText(text);
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    release();
    await expect(list.getByRole('listitem').first()).toContainText('Wanjiru Kamau');
    await expect(list.getByRole('listitem').first()).toContainText(text);
    const stored = await db.query<{ text: string }>('select text from blog_comments where post_id = $1 and user_id = $2', [post.id, account.user.id]);
    expect(stored.rows.map((row) => row.text)).toEqual([text]);
  });

  test('when posting a comment fails, then it disappears with an error and the text comes back', async ({ page, request, db }, testInfo) => {
    const post = await postFor(db, testInfo, 1);
    await signInAs(page, request);
    await page.goto(`/blog/${post.slug}`);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/blogs/*/comment', async (route) => {
      await gate;
      await route.fulfill({ status: 500, json: { error: 'Internal server error' } });
    });
    const text = 'This one will not make it.';
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Submit' }).click();
    const list = page.getByRole('list', { name: 'Comments' });
    await expect(list.getByText(text)).toBeVisible();
    release();
    await expect(page.getByText('Unable to post comment. Please try again.')).toBeVisible();
    await expect(list.getByText(text)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Your comment' })).toHaveValue(text);
  });

  test('when the comments are still loading as a comment is posted, then the comment stays once the older list arrives', async ({ page, request, db }, testInfo) => {
    const slug = `e2e-late-list-${testInfo.project.name}-${Date.now()}`;
    await db.query(
      `insert into blog_posts (slug, title, author, category, content_html, excerpt) values ($1, 'A slow list', 'Tester', 'Travel Tips', '<p>Short post.</p>', 'x')`,
      [slug],
    );
    try {
      // The list's load is answered by the server at once, but reaches the page only when released:
      // after the comment was stored, with the list as it was before.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      let delivered: Promise<unknown> = Promise.resolve();
      await page.route('**/api/blogs/*/comments', async (route) => {
        held = true;
        const response = await route.fetch();
        delivered = gate.then(() => route.fulfill({ response })).catch(() => undefined);
        await delivered;
      });
      await signInAs(page, request);
      await page.goto(`/blog/${slug}`);
      const text = `Posted while the list loads, ${testInfo.project.name} ${Date.now()}`;
      await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
      await expect.poll(() => held).toBe(true);
      await page.getByRole('button', { name: 'Submit' }).click();
      const list = page.getByRole('list', { name: 'Comments' });
      // The server's answer: the comment under the account's name.
      await expect(list.getByRole('listitem').filter({ hasText: text })).toContainText('Test Traveller');
      release();
      await delivered;
      // A moment for the page to take in whatever arrived.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      await expect(list.getByText(text)).toBeVisible();
      await expect(page.getByText('No comments yet. Be the first to share your thoughts.')).toHaveCount(0);
    } finally {
      await db.query('delete from blog_posts where slug = $1', [slug]);
    }
  });

  test('when a comment or a stored post holds script, then it shows as text and never runs', async ({ page, request, db }, testInfo) => {
    const slug = `e2e-xss-${testInfo.project.name}-${Date.now()}`;
    await db.query(
      `insert into blog_posts (slug, title, author, category, content_html, excerpt)
       values ($1, 'Hostile markup', 'Tester', 'Travel Tips', $2, 'x')`,
      [slug, `<h2>Safe heading</h2><p>Prose stays.</p><script>window.__xss = 'script'</script><img src="x" onerror="window.__xss = 'img'"><a href="javascript:window.__xss='link'">click me</a>`],
    );
    try {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await signInAs(page, request);
      await page.goto(`/blog/${slug}`);
      await expect(page.getByText('Prose stays.')).toBeVisible();
      await page.getByTestId('post-content').getByText('click me').click();
      const payload = `<img src=x onerror="window.__xss='comment'"><script>alert(1)</script>`;
      await page.getByRole('textbox', { name: 'Your comment' }).fill(payload);
      await page.getByRole('button', { name: 'Submit' }).click();
      const list = page.getByRole('list', { name: 'Comments' });
      await expect(list.getByText(payload)).toBeVisible();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
      expect(await page.getByTestId('post-content').locator('script, [onerror], [href^="javascript"]').count()).toBe(0);
      expect(dialogs).toBe(0);
    } finally {
      await db.query('delete from blog_posts where slug = $1', [slug]);
    }
  });

  test('when Copy Link is pressed, then the address is copied and Link copied to clipboard! shows for 1.8 s', async ({ page, context, db }, testInfo) => {
    const post = await postFor(db, testInfo, 0);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A controlled clock, paused once the post is shown: the 1.8 s are checked exactly, however busy the machine is.
    await page.clock.install({ time: new Date('2026-03-01T08:00:00Z') });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await page.clock.pauseAt(new Date('2026-03-01T09:00:00Z'));
    await page.getByRole('button', { name: 'Copy Link' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' });
    await expect(message).toBeVisible();
    await page.clock.runFor(1_700);
    await expect(message).toBeVisible();
    await page.clock.runFor(150);
    await expect(message).toBeHidden();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('when Share, then More apps… is chosen where the system share sheet exists, then it receives the post title and address', async ({ page, db }, testInfo) => {
    const post = await postFor(db, testInfo, 3);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as { __shared?: ShareData[] }).__shared = shared;
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'More apps…' }).click();
    await expect.poll(() => page.evaluate(() => (window as { __shared?: ShareData[] }).__shared?.length)).toBe(1);
    const [data] = await page.evaluate(() => (window as { __shared?: ShareData[] }).__shared ?? []);
    expect(data).toMatchObject({ title: post.title, url: page.url() });
  });

  test('when a shared link is fetched without running the app, then it carries the post title, Open Graph and BlogPosting', async ({ request, db }, testInfo) => {
    const post = await postFor(db, testInfo, 0);
    const response = await request.get(`/blog/${post.slug}`, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = post.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
    expect(html).toContain(`<meta property="og:title" content="${escaped} | Pulse of the Wild Safaris" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
  });
});
