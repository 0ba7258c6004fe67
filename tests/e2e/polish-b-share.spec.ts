import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** Opens Share and checks its four links: each carries the page's public address, encoded. */
async function expectShareLinks(page: Page, path: string, title: string): Promise<void> {
  const publicUrl = new URL(path, process.env.E2E_BASE_URL).toString();
  const menu = page.getByRole('menu', { name: 'Share this page' });
  // A server-rendered page: a tap before hydration has ended does nothing, as on a slow phone; tap again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(menu).toBeVisible({ timeout: 1_500 });
  }).toPass();
  await expect(menu.getByRole('menuitem')).toHaveText(['WhatsApp', 'Facebook', 'X', 'E-mail', 'Copy link']);
  const href = async (name: string) => new URL((await menu.getByRole('menuitem', { name, exact: true }).getAttribute('href')) ?? '');
  const whatsapp = await href('WhatsApp');
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/');
  expect(whatsapp.searchParams.get('text')).toBe(`${title} ${publicUrl}`);
  const facebook = await href('Facebook');
  expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
  expect(facebook.searchParams.get('u')).toBe(publicUrl);
  const x = await href('X');
  expect(x.origin + x.pathname).toBe('https://x.com/intent/tweet');
  expect(x.searchParams.get('url')).toBe(publicUrl);
  expect(x.searchParams.get('text')).toBe(title);
  const mail = (await menu.getByRole('menuitem', { name: 'E-mail', exact: true }).getAttribute('href')) ?? '';
  expect(mail.startsWith('mailto:?subject=')).toBe(true);
  expect(mail).toContain(encodeURIComponent(title));
  expect(mail).toContain(encodeURIComponent(publicUrl));
  // The raw address never appears unencoded in a query (it would break at its own '?' or '&').
  expect(await menu.getByRole('menuitem', { name: 'Facebook' }).getAttribute('href')).toContain(encodeURIComponent(publicUrl));
}

test.describe('share like travellers share', () => {
  test('when Share is pressed on a tour page, then WhatsApp, Facebook, X and e-mail links carry the tour’s public address', async ({ page, db }) => {
    const { rows: [found] } = await db.query<{ slug: string; name: string }>(
      `select slug, name from tours where is_published and deleted_at is null order by name limit 1`,
    );
    if (!found) throw new Error('the seed has no published tour');
    const tour = found;
    // Arrive with a query and a hash: what is shared is the page itself.
    await page.goto(`/tours/${tour.slug}?from=home#itinerary`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    await expectShareLinks(page, `/tours/${tour.slug}`, tour.name);
    // No system share sheet in this browser: no entry for it.
    await expect(page.getByRole('menuitem', { name: 'More apps…' })).toHaveCount(0);
  });

  test('when Share is pressed on a blog post, then the same four links carry the post’s public address, and Copy link copies it', async ({ page, context, db }) => {
    const { rows: [latest] } = await db.query<{ slug: string; title: string }>(
      `select slug, title from blog_posts where is_published and deleted_at is null order by published_at desc limit 1`,
    );
    if (!latest) throw new Error('the seed has no published post');
    const post = latest;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expectShareLinks(page, `/blog/${post.slug}`, post.title);
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/blog/${post.slug}`, process.env.E2E_BASE_URL).toString());
  });
});
