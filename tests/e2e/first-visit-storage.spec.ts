import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * What a first visit keeps on the phone (the offline store, pwa/src/offline/live.ts). These projects
 * block service workers, so only the visitor's own steps open the store here.
 */

/** Tours kept in the offline database; null while there is no database at all. */
function keptTours(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    // Opening a database that does not exist would create it: look first.
    if (!databases.some((database) => database.name === 'pulse-safaris')) return null;
    return new Promise<number | null>((resolve) => {
      const request = indexedDB.open('pulse-safaris');
      request.onerror = () => resolve(null);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains('tours')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('tours').objectStore('tours').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => {
          db.close();
          resolve(null);
        };
      };
    });
  });
}

test.describe('a first visit and the offline store', () => {
  test('when a visitor only reads a page, then nothing is kept on the phone; once they open another screen, the tours are kept @phone-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html[data-ready="true"]')).toBeAttached();
    // Everything the page starts after load has had its turn (the store used to open about a second in).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(await keptTours(page)).toBeNull();

    // A screen of the app opened from the page: from now on the catalogue is kept for offline use.
    await page.getByRole('link', { name: 'Explore Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect.poll(() => keptTours(page), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
