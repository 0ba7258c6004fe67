import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';


test.describe('accessibility scan', () => {
  // The home page is scanned with every lazy section rendered in home-sections.spec.ts.

  test('when the tours list has loaded, then axe finds no serious or critical violations', async ({ page }) => {
    await page.goto('/tours');
    await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when a tour details page has loaded, then axe finds no serious or critical violations', async ({ page, db }) => {
    const { rows } = await db.query<{ id: string }>('select id from tours where is_published and deleted_at is null order by name limit 1');
    await page.goto(`/tours/${rows[0]!.id}`);
    await expect(page.getByRole('link', { name: 'Book This Safari' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when the About page has loaded and its stats have counted, then axe finds no serious or critical violations', async ({ page }) => {
    await page.goto('/about');
    await page.getByTestId('about-counter').first().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('about-counter')).toHaveText(['12', '500', '35', '1200']);
    await page.locator('#faq').getByRole('button').first().click();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when the chat is open with a conversation, then axe finds no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Open chat/ }).click();
    const panel = page.getByRole('dialog', { name: 'Chat with a safari planner' });
    await panel.getByRole('button', { name: 'Custom itinerary' }).click();
    await expect(panel.getByText('Thanks! A safari planner will respond shortly.')).toBeVisible();
    await panel.getByRole('button', { name: 'Get the reply by e-mail (optional)' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const PAGES: [path: string, ready: string][] = [
    ['/privacy', 'Privacy Policy'],
    ['/destinations/masai-mara', 'Safaris to Masai Mara'],
    ['/gallery', 'Gallery'],
    [`/unsubscribe?token=${'0'.repeat(64)}`, 'This unsubscribe link is not valid or has expired.'],
  ];
  for (const [path, ready] of PAGES) {
    test(`when ${path.split('?')[0]} has loaded, then axe finds no serious or critical violations @phone-only`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

interface Stop {
  name: string;
  /** The element looks different focused than unfocused (an outline, a ring or a border). */
  visible: boolean;
}

/**
 * Presses Tab `count` times. At each stop it reads the outline, shadow and border of the focused
 * element and its two nearest ancestors (field wrappers draw the ring for inputs), blurs it and reads
 * them again: a visible focus indicator is a difference, or an outline of at least 2 px.
 */
async function tabStops(page: Page, count: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(async () => {
        // Focus rings may fade in: read the settled styles.
        const settle = () => new Promise((resolve) => window.setTimeout(resolve, 350));
        const read = (element: Element) => {
          const parts: string[] = [];
          let node: Element | null = element;
          for (let depth = 0; node && depth < 3; depth += 1, node = node.parentElement) {
            const style = getComputedStyle(node);
            const outline = style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
            parts.push(`${outline} / ${style.boxShadow} / ${style.borderColor}`);
          }
          return parts.join(' | ');
        };
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return { name: 'body', visible: false };
        await settle();
        const own = getComputedStyle(element);
        const hasOutline = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) >= 2;
        const focused = read(element);
        // The next Tab still starts from here: Chromium keeps the sequential focus starting point.
        element.blur();
        await settle();
        const blurred = read(element);
        const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent ?? '';
        return { name: `${element.tagName.toLowerCase()}:${label.trim()}`, visible: hasOutline || focused !== blurred };
      }),
    );
  }
  return stops;
}

test.describe('keyboard', () => {
  test('when a keyboard user tabs from the top, then the skip link, search, Tours menu and Request Quote get a visible focus ring @desktop-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stops = await tabStops(page, 14);

    expect(stops[0]?.name).toBe('a:Skip to content');
    // In the header's order: skip link, the nav's Tours menu, the search box, Request Quote.
    const wanted = [/^a:Skip to content$/, /^button:Tours$/, /^input:Search tours$/, /^a:Request Quote$/];
    for (const pattern of wanted) {
      const stop = stops.find((item) => pattern.test(item.name));
      expect(stop, `${pattern} is reached by Tab (stops: ${stops.map((item) => item.name).join(' | ')})`).toBeTruthy();
      expect(stop?.visible, `${stop?.name} shows a focus ring`).toBe(true);
    }
    const order = wanted.map((pattern) => stops.findIndex((item) => pattern.test(item.name)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test('when a keyboard user tabs from the top on a phone, then the skip link, Book and the menu button get a visible focus ring @phone-only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stops = await tabStops(page, 8);
    expect(stops[0]).toEqual({ name: 'a:Skip to content', visible: true });
    for (const pattern of [/^button:Book$/, /^button:Open menu$/]) {
      const stop = stops.find((item) => pattern.test(item.name));
      expect(stop, `${pattern} is reached (stops: ${stops.map((item) => item.name).join(' | ')})`).toBeTruthy();
      expect(stop?.visible).toBe(true);
    }
  });

  test('when the skip link is used, then focus lands on the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
