import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './helpers';

/** The smallest control a finger on a 10-inch tablet hits reliably (WCAG 2.5.5). */
const MIN = 44;

/**
 * Every button, link, field and tab on the screen that is smaller than MIN × MIN, named so that a
 * failure says where. A field counts by its whole box (what a tap focuses), a hidden checkbox by its
 * visible button; links inside running text are exempt, as WCAG exempts them.
 */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], [role="menuitem"]';
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const target = element.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiSwitch-root') ?? element;
      if (seen.has(target)) continue;
      seen.add(target);
      if (target.closest('[aria-hidden="true"], [hidden], .MuiTouchRipple-root')) continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A link inside a sentence is sized by its text (WCAG 2.5.8's inline exception).
      if (element.tagName === 'A' && element.closest('p, li:not([role]), td > span') && getComputedStyle(element).display === 'inline') continue;
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim() ?? element.getAttribute('placeholder') ?? element.tagName;
        small.push(`${element.tagName.toLowerCase()} '${(name || element.getAttribute('name') || '').slice(0, 40)}' ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  }, MIN);
}

/** Set CONSOLE_SCREENSHOTS to a folder to keep a picture of each screen, for looking at them. */
test.describe('console touch targets', () => {
  test('when each console screen is open, then every control is at least 44 × 44 px @layout', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, request);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const portrait = (page.viewportSize()?.width ?? 0) < 900;
    if (portrait) await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    const screens = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(screens.length).toBeGreaterThan(8);
    if (portrait) await page.keyboard.press('Escape');

    const found: Record<string, string[]> = {};
    for (const screen of [...screens, '/admin/login']) {
      if (screen === '/admin/login') await page.evaluate(() => localStorage.clear());
      await page.goto(screen);
      await expect(page.locator('main')).toBeVisible();
      // The screen's data is in: no loading bar or spinner left.
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
      const folder = process.env.CONSOLE_SCREENSHOTS;
      if (folder) await page.screenshot({ path: `${folder}/${page.viewportSize()?.width ?? 0}-${screen.replaceAll('/', '_')}.png` });
      const small = await smallControls(page);
      if (small.length > 0) found[screen] = small;
    }
    expect(found).toEqual({});
  });
});
