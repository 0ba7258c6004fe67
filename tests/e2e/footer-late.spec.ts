/**
 * The footer is in the server's HTML, and its code is fetched only when the footer comes near or
 * the visitor does something (components/ui/approach-gate.ts): a page read at its top does not
 * download it, and a navigation before then still shows the next screen and a working footer.
 */
import { test, expect } from '../support/fixtures';

// One width is enough (the phone's long pages keep the footer far below the fold): @phone-only.

test.describe('footer hydrated late', () => {
  test('when a page is only read at its top, then the footer is there but its code is not fetched @phone-only', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/site-footer-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
    });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.waitForTimeout(1500);
    await expect(page.locator('footer').getByRole('button', { name: 'Subscribe' })).toBeAttached();
    expect(fetched).toEqual([]);
  });

  test('when a link is followed before the footer has loaded, then the next screen and the footer show @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // A click without a pointer or key before it (as a script or an assistive tool may send).
    await page.evaluate(() => (document.querySelector('main a[href="/tours"]') as HTMLAnchorElement).click());
    await expect(page).toHaveURL(/\/tours$/, { timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/safari/i, { timeout: 5000 });
    await expect(page.locator('footer').getByRole('heading', { name: 'Company' })).toBeAttached();
  });
});
