import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** The window's scroll position. */
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The tours list's cards' "View Details" links. */
const details = (page: Page) => page.getByRole('list', { name: 'Tours', exact: true }).getByRole('link', { name: /View Details/ });

/**
 * Where a screen starts when the visitor moves around the app (pwa/src/app/scroll-restoration.tsx):
 * at the top for a new screen, where they were on Back and Forward, unchanged when a list's filter
 * changes. Phone only: the rule does not depend on the width.
 */
test.describe('scroll position across screens @phone-only', () => {
  test('when a visitor opens a tour from far down the list and comes back, then the tour starts at the top and the list is where they left it', async ({ page }) => {
    await page.goto('/tours');
    const card = details(page).nth(5);
    await card.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(800);

    await card.click();
    await expect(page).toHaveURL(/\/tours\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/tours$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(listY - 20);
    expect(await scrollY(page)).toBeLessThan(listY + 20);

    await page.goForward();
    await expect(page).toHaveURL(/\/tours\/[a-z0-9-]+$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('when the list gets shorter while the tour it opens is still loading, then Back still returns to where the visitor was', async ({ page }) => {
    await page.goto('/tours');
    const card = details(page).nth(5);
    await card.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    // The tour's screen is slow to come: the list stays up meanwhile, under the tour's address.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/tour-details-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await card.click();
    await expect(page).toHaveURL(/\/tours\/[a-z0-9-]+$/);
    await expect(page.getByRole('list', { name: 'Tours', exact: true })).toBeVisible();
    // Meanwhile the list gets shorter (its later cards hidden), and the browser pulls the page up.
    await page.evaluate(() => {
      const shorter = document.createElement('style');
      shorter.id = 'shorter';
      shorter.textContent = 'ul[aria-label="Tours"] > li:nth-child(n+3) { display: none }';
      document.head.append(shorter);
    });
    await expect.poll(() => scrollY(page)).toBeLessThan(listY - 300);
    await page.evaluate(() => document.getElementById('shorter')?.remove());
    release();
    await expect(page.getByRole('list', { name: 'Tours', exact: true })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/tours$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - listY)).toBeLessThan(20);
  });

  test('when a visitor changes the blog list\'s category further down the page, then the page does not jump to the top', async ({ page }) => {
    await page.goto('/blog');
    const chips = page.getByRole('list', { name: 'Categories' });
    await expect(chips).toBeVisible();
    // Scrolled so that the chips are near the top of the screen, below the header.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => scrollY(page)).toBe(300);
    const before = page.url();
    await chips.getByRole('button').nth(1).click();
    await expect.poll(() => page.url()).not.toBe(before);
    expect(await scrollY(page)).toBeGreaterThan(100);
  });
});
