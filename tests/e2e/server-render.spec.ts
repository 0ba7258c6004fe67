import { expect, test } from '../support/fixtures';
import { holdApp } from '../support/shell';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decodeEntities = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_all, name: string) => ENTITIES[name] ?? '');

// How the server renders does not depend on the width: once, at phone width.
test.describe('server-rendered pages @phone-only', () => {
  // That each page then hydrates without a mismatch is checked with the CSP visits (csp.spec.ts).
  test('when each public page is requested, then its HTML already holds its heading', async ({ request, db }) => {
    const tour = (await db.query<{ slug: string; name: string }>('select slug, name from tours where deleted_at is null order by slug limit 1')).rows[0]!;
    const post = (await db.query<{ slug: string; title: string }>("select slug, title from blog_posts where is_published and deleted_at is null order by slug limit 1")).rows[0]!;
    const pages: [string, string | RegExp][] = [
      ['/', 'Feel the Pulse of the Wild'],
      ['/tours', /tours/i],
      [`/tours/${tour.slug}`, tour.name],
      ['/blog', 'Travel Guides & Blog'],
      [`/blog/${post.slug}`, post.title],
      ['/destinations/masai-mara', /Masai Mara/],
      ['/about', /./],
      ['/contact', /./],
      ['/request-experience', /./],
    ];
    for (const [path, heading] of pages) {
      const html = await (await request.get(path)).text();
      const h1 = decodeEntities(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
      expect(h1, `${path} is server-rendered with its heading`).toMatch(heading);
    }
  });

  test('when a form is sent before the page’s code has run, then nothing typed goes to the server or into the address', async ({ page }) => {
    // The app's code never arrives: the page stays as the server rendered it.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    await page.goto('/contact', { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/^Email/).fill('wanjiku@example.com');
    await form.getByRole('button', { name: /send/i }).click();
    await page.waitForTimeout(500);
    expect(page.url()).not.toContain('wanjiku');
    expect(documents.filter((url) => url.includes('wanjiku'))).toEqual([]);
  });

  test('when a visitor has scrolled before the page came alive, then they stay where they were', async ({ page }) => {
    // Hold the app's code back until the visitor has scrolled, as on a slow phone.
    const release = await holdApp(page);
    // The page's HTML is there; DOMContentLoaded itself waits for the app's (module) script.
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  });

  test('when a page’s stylesheet does not load the first time, then the app asks again and the page ends styled', async ({ page }) => {
    let asked = 0;
    await page.route(/\/styles\/page-[0-9a-f]{16}\.css$/, (route) => (asked++ === 0 ? route.abort() : route.continue()));
    await page.goto('/tours');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // The header's Book button: a filled, rounded button again, not the browser's grey one.
    const book = page.getByRole('banner').getByRole('button', { name: 'Book', exact: true });
    await expect.poll(() => book.evaluate((button) => getComputedStyle(button).borderRadius)).not.toBe('0px');
    expect(asked).toBe(2);
    expect(await book.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(27, 67, 50)');
  });

  test('when a page comes alive, then the browser writes no CSS again for what the server rendered', async ({ page, request }) => {
    const served = await (await request.get('/tours')).text();
    await page.goto('/tours');
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // What emotion inserted in the browser: nothing. The server's HTML carries every element the
    // page shows once live (the chat button too, hidden until then), and no inner layer is compiled.
    const inserted = await page.evaluate(() => {
      const rules = [...(document.querySelector<HTMLStyleElement>('style[data-emotion="css"]')?.sheet?.cssRules ?? [])];
      return [...new Set(rules.map((rule) => /\.css-([\w-]+)/.exec(rule.cssText)?.[1]).filter((name): name is string => !!name))];
    });
    expect(inserted).toEqual([]);
    expect(served).toContain('aria-label="Open chat"');
    // Nor the global styles (the baseline CSS, the site's own): emotion's <Global> adopts their names.
    const globalRules = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].map((style) => style.sheet?.cssRules.length ?? 0));
    expect(globalRules.length).toBeGreaterThan(0);
    expect(globalRules.filter((rules) => rules > 0)).toEqual([]);
  });
});
