/**
 * The Content Security Policy holds on every kind of page: nothing the app itself does (inline
 * scripts or styles of the server render, eval probes, workers, frames, images) is refused. Each
 * page is loaded, hydrated and scrolled to its end while `securitypolicyviolation` events and
 * Chromium's console reports of refusals are collected; there must be none.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const VIOLATION_PREFIX = 'CSP violation:';
/** React's reports of a server render and a first client render that differ (#418, #423, #425). */
const HYDRATION_TROUBLE = /hydrat|Minified React error #4(18|23|25)/i;

/** Every refusal the page reports, as text: from the DOM event and from the console. */
function collectViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_PREFIX) || (message.type() === 'error' && HYDRATION_TROUBLE.test(text)) || /Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame|create)/i.test(text)) {
      found.push(`${page.url()} ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|unsafe-inline/i.test(error.message) || HYDRATION_TROUBLE.test(error.message)) found.push(`${page.url()} ${error.message}`);
  });
  return found;
}

async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Lazy sections and images below the fold load too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
}

test.describe('content security policy', () => {
  // The same visits check that each server-rendered page hydrates without a mismatch.
  test('when a visitor opens every kind of page, then the policy refuses nothing the site does and each page hydrates cleanly @phone-only', async ({ page, db, request }) => {
    test.setTimeout(120_000);
    await page.addInitScript((prefix) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    }, VIOLATION_PREFIX);
    const violations = collectViolations(page);

    const { rows: tours } = await db.query<{ id: string; slug: string }>(
      `select id, slug from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
    );
    const { rows: posts } = await db.query<{ slug: string }>(
      `select slug from blog_posts where is_published and deleted_at is null and published_at <= now() order by published_at desc limit 1`,
    );
    const tour = tours[0]!;
    const booking = await request.post('/api/bookings', {
      data: {
        tourId: tour.id,
        tourName: 'CSP check',
        date: '2099-07-14',
        adults: 2,
        children: 0,
        contact: { name: 'Amina CSP', email: `csp-${Date.now().toString(36)}@e2e.example.com`, phone: '+254 712 345 678' },
        payment: { method: 'mpesa', payMode: 'now' },
        consent: true,
      },
    });
    expect(booking.status()).toBe(201);
    const { id: bookingId, accessKey } = (await booking.json()) as { id: string; accessKey: string };

    const pages = [
      '/',
      '/tours',
      `/tours/${tour.slug}`,
      '/blog',
      `/blog/${posts[0]!.slug}`,
      '/destinations/masai-mara',
      '/about',
      '/contact',
      `/booking/${tour.id}`,
      `/checkout/${bookingId}?key=${accessKey}`,
      '/login',
      '/admin/login',
      '/no-such-page',
    ];
    for (const url of pages) {
      await visit(page, url);
      await expect(page.locator('html'), `${url} came alive`).toHaveAttribute('data-ready', 'true');
      expect(violations, url).toEqual([]);
    }

    // The check can fail: an inline script is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
