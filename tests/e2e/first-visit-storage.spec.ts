import { test, expect } from '../support/fixtures';
import { keptCount } from '../support/offline-store';

/**
 * What a first visit keeps on the phone (the offline store, pwa/src/offline/live.ts). These projects
 * block service workers, so only the visitor's own steps open the store here.
 */

test.describe('a first visit and the offline store', () => {
  test('when a visitor only reads a page, then nothing is kept on the phone; once they open another screen, the tours are kept @phone-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    // Everything the page starts after load has had its turn (the store used to open about a second in).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(await keptCount(page, 'tours')).toBeNull();

    // A screen of the app opened from the page: from now on the catalogue is kept for offline use.
    await page.getByRole('link', { name: 'Explore Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect.poll(() => keptCount(page, 'tours'), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
