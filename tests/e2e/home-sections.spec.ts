import type { Locator, Page, Route } from '@playwright/test';
import { SITE } from '@safari/shared/site';
import { sampleGuides } from '../../pwa/src/content/offline-blog';
import { seriousViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { gotoShell } from '../support/shell';

/** The home sections in the spec's order of anchors (after the hero). */
const SECTION_IDS = [
  'tours',
  'safari-experiences',
  'partners',
  'travel-guides',
  'why-choose-us',
  'traveler-reviews',
  'featured-tours',
  'featured-packages',
  'custom-itinerary',
];

const TOURS_LIST = /\/api\/tours(\?.*)?$/;
const GUIDES = /\/api\/guides(\?.*)?$/;

interface ApiTour {
  name: string;
  isFeatured: boolean;
  isExclusive: boolean;
}

/** Scrolls a section into view (its content renders only then) and waits for its heading. */
async function reveal(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`#${id}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return section;
}

/** What each carousel item fully inside the carousel's window shows: its image's alt text, else its text. */
async function itemsInView(section: Locator): Promise<string[]> {
  return section.evaluate((root) => {
    const viewport = root.querySelector('[data-carousel-viewport]');
    if (!viewport) return [];
    const window = viewport.getBoundingClientRect();
    return [...root.querySelectorAll('[data-carousel-item]')]
      .filter((item) => {
        const box = item.getBoundingClientRect();
        return box.width > 0 && box.left >= window.left - 1 && box.right <= window.right + 1;
      })
      .map((item) => (item.querySelector('img')?.getAttribute('alt') ?? item.textContent ?? '').trim());
  });
}

/** The carousel position its pager marks as current, 1-based, and the number of positions. */
async function currentSlide(section: Locator): Promise<{ index: number; of: number }> {
  const label = (await section.locator('button[aria-current="true"]').getAttribute('aria-label')) ?? '';
  const match = /Go to slide (\d+) of (\d+)/.exec(label);
  if (!match) throw new Error(`No current slide in '${label}'`);
  return { index: Number(match[1]), of: Number(match[2]) };
}

/** Answers the tours list with the real catalogue, changed by `change`. */
async function fulfillTours(page: Page, change: (tours: ApiTour[]) => ApiTour[]): Promise<void> {
  await page.route(TOURS_LIST, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: ApiTour[]; total: number };
    const items = change(body.items);
    await route.fulfill({ response, json: { ...body, items, total: items.length } });
  });
}

async function setPageHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('home sections', () => {
  test('when the home page is scrolled, then every section appears in the spec’s order with its heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(SECTION_IDS);

    for (const id of SECTION_IDS) await reveal(page, id);
    await expect(page.locator('#safari-experiences-title')).toHaveText('Magical Safari Experiences');
    await expect(page.locator('#featured-tours-title')).toHaveText('Exclusive Deals, Handpicked for You');
  });

  test('when every section has rendered, then axe finds no serious or critical violations', async ({ page }) => {
    // Scrolling through every lazy section and scanning the whole page takes a while on a busy machine.
    test.slow();
    await page.goto('/');
    for (const id of SECTION_IDS) await reveal(page, id);
    await expect(page.locator('#partners [data-carousel-item]')).toHaveCount(8);
    await expect(page.locator('#travel-guides article')).toHaveCount(4);
    await expect(page.locator('#featured-packages').getByRole('link', { name: /View Details/ })).toHaveCount(4);
    await expect(page.locator('#featured-tours [data-carousel-item]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('when the phone is 360 px wide and every section has rendered, then nothing scrolls sideways @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    for (const id of SECTION_IDS) await reveal(page, id);
    await expect(page.locator('#featured-packages').getByRole('link', { name: /View Details/ })).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('magical safari experiences', () => {
  test('when a card is turned over with the keyboard, then its detail is shown, focus follows, and Back turns it back @phone-only', async ({ page }) => {
    await page.goto('/');
    const section = await reveal(page, 'safari-experiences');
    await expect(section.getByRole('button', { name: 'More Information' })).toHaveCount(6);

    const more = section.getByRole('button', { name: 'More Information' }).first();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const detailId = await more.getAttribute('aria-controls');
    const detail = page.locator(`[id="${detailId}"]`);
    await expect(detail).toContainText('The herds usually reach the Masai Mara in July');
    await expect(detail).toHaveAttribute('inert', '');

    await more.focus();
    await page.keyboard.press('Enter');
    const back = section.getByRole('button', { name: 'Back to The Great Migration' });
    await expect(back).toBeFocused();
    await expect(detail).not.toHaveAttribute('inert', '');
    await expect(section.locator('article').first()).toHaveAttribute('data-flipped', 'true');

    await page.keyboard.press('Space');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(detail).toHaveAttribute('inert', '');
  });

  test('when the visitor prefers reduced motion, then a card swaps sides without the 3D turn @phone-only', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const section = await reveal(page, 'safari-experiences');
    const card = section.locator('article').nth(1);
    await card.getByRole('button', { name: 'More Information' }).click();

    await expect(card.getByRole('button', { name: 'Back to Hot-Air Balloon over the Mara' })).toBeFocused();
    const turn = await card.locator(':scope > div').evaluate((inner) => getComputedStyle(inner).transform);
    expect(turn).toBe('none');
    const [front, back] = [card.locator(':scope > div > div').first(), card.locator(':scope > div > div').nth(1)];
    await expect(front).toHaveCSS('opacity', '0');
    await expect(back).toHaveCSS('opacity', '1');
    await expect(back).toContainText('Flights last about an hour');
  });
});

test.describe('partners', () => {
  test('when the window is 400, 600, 900 or 1300 px wide, then 1, 2, 4 or 5 partner logos are fully in view @desktop-only', async ({ page }) => {
    await page.goto('/');
    for (const [width, visible] of [
      [400, 1],
      [600, 2],
      [900, 4],
      [1300, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const section = await reveal(page, 'partners');
      // The pointer over the carousel holds autoplay still while the logos are counted.
      await section.getByRole('region', { name: 'Our partners' }).hover();
      await expect.poll(async () => (await itemsInView(section)).length, { message: `logos in view at ${width} px` }).toBe(visible);
      await expect(section.getByRole('button', { name: /^Go to slide/ })).toHaveCount(8 - visible + 1);
    }
  });

  test('when the arrow keys and Next are used, then the carousel moves through the partners in their order and wraps', async ({ page, db }) => {
    const { rows } = await db.query<{ name: string }>('select name from partners where deleted_at is null order by position, name');
    const names = rows.map((row) => row.name);
    expect(names).toHaveLength(8);

    await page.goto('/');
    const section = await reveal(page, 'partners');
    const region = section.getByRole('region', { name: 'Our partners' });
    await expect(region.getByRole('img')).toHaveCount(8);
    expect(await region.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(names);

    // Focus inside the carousel stops autoplay, so only the keys move it.
    await region.focus();
    const start = await currentSlide(section);
    await page.keyboard.press('ArrowRight');
    const after = start.index === start.of ? 1 : start.index + 1;
    await expect.poll(async () => (await currentSlide(section)).index).toBe(after);
    await expect.poll(async () => (await itemsInView(section))[0]).toBe(names[after - 1]);

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const back = start.index === 1 ? start.of : start.index - 1;
    await expect.poll(async () => (await currentSlide(section)).index).toBe(back);

    await section.getByRole('button', { name: 'Go to slide 1 of', exact: false }).click();
    await expect.poll(async () => (await itemsInView(section))[0]).toBe(names[0]);
    await section.getByRole('button', { name: 'Previous partners' }).click();
    await expect.poll(async () => (await currentSlide(section)).index).toBe(start.of);
    await section.getByRole('button', { name: 'Next partners' }).click();
    await expect.poll(async () => (await itemsInView(section))[0]).toBe(names[0]);
  });

  test('when 3 s pass, then the partners move on; while the tab is hidden they wait, and they resume when it is visible', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const section = await reveal(page, 'partners');
    await expect(section.getByRole('region', { name: 'Our partners' }).getByRole('img')).toHaveCount(8);
    await page.clock.pauseAt(Date.now() + 60_000);
    const start = await currentSlide(section);
    const next = start.index === start.of ? 1 : start.index + 1;

    await page.clock.runFor(2_900);
    expect((await currentSlide(section)).index).toBe(start.index);
    await page.clock.runFor(200);
    await expect.poll(async () => (await currentSlide(section)).index).toBe(next);

    await setPageHidden(page, true);
    await page.clock.runFor(10_000);
    expect((await currentSlide(section)).index).toBe(next);
    await setPageHidden(page, false);
    await page.clock.runFor(3_100);
    await expect.poll(async () => (await currentSlide(section)).index).toBe(next === start.of ? 1 : next + 1);
  });

  test('when a partner logo is broken, then a generic placeholder labelled Partner takes its place @phone-only', async ({ page, db }) => {
    const { rows } = await db.query<{ name: string; image: string }>('select name, image from partners where deleted_at is null order by position limit 1');
    const first = rows[0]!;
    await page.route(`**/uploads/${first.image}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/');
    const section = await reveal(page, 'partners');

    const logo = section.locator('[data-carousel-item]').first().locator('img');
    await expect(logo).toHaveAttribute('alt', 'Partner');
    await expect(logo).toHaveAttribute('src', '/uploads/partner-placeholder.webp');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(section.getByRole('img', { name: 'Partner', exact: true })).toHaveCount(1);
  });
});

test.describe('travel guides', () => {
  test('when /api/guides answers, then 1 featured and 3 side guides show, normalised, each linking to its url, its slug or # @phone-only', async ({ page }) => {
    await page.route(GUIDES, (route) =>
      route.fulfill({
        json: {
          items: [
            { _id: 'g-1', slug: 'fixture-guide', summary: 'A guide without a title.', tags: ['Mara', 'Lions', 'Balloons'], readTime: '7 min read' },
            { id: 'g-2', title: 'Second Fixture Guide', url: 'https://example.org/guides/second', author: { name: 'Njeri Wambui', title: 'Planner' } },
            { id: 'g-3', title: 'Third Fixture Guide', category: 'Travel Tips' },
            { id: 'g-4', title: 'Fourth Fixture Guide', url: 'javascript:alert(1)' },
            { id: 'g-5', title: 'Fifth Fixture Guide' },
          ],
        },
      }),
    );
    await page.goto('/');
    const section = await reveal(page, 'travel-guides');

    const articles = section.locator('article');
    await expect(articles).toHaveCount(4);
    const featured = articles.first();
    await expect(featured.getByRole('heading', { name: 'Untitled' })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'Untitled' })).toHaveAttribute('href', '/blog/fixture-guide');
    await expect(featured.getByText('Editorial', { exact: true })).toBeVisible();
    await expect(featured.getByText('Contributor', { exact: true })).toBeVisible();
    await expect(featured.getByText('Blog', { exact: true })).toBeVisible();
    await expect(featured.getByText('7 min read')).toBeVisible();
    await expect(featured.getByRole('listitem')).toHaveText(['Mara', 'Lions']);

    const second = section.getByRole('link', { name: 'Second Fixture Guide' });
    await expect(second).toHaveAttribute('href', 'https://example.org/guides/second');
    await expect(second).toHaveAttribute('target', '_blank');
    await expect(section.getByRole('link', { name: 'Third Fixture Guide' })).toHaveAttribute('href', '#');
    await expect(section.getByRole('link', { name: 'Fourth Fixture Guide' })).toHaveAttribute('href', '#');
    await expect(section.getByText('Travel Tips', { exact: true })).toBeVisible();
    await expect(section.getByText('Fifth Fixture Guide')).toHaveCount(0);
  });

  test('when /api/guides fails, then a warning is logged and the 4 built-in sample guides show @phone-only', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(GUIDES, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const section = await reveal(page, 'travel-guides');

    await expect(section.getByRole('heading', { level: 3 })).toHaveText(sampleGuides.map((guide) => guide.title));
    await expect(section.getByRole('link', { name: sampleGuides[0]!.title })).toHaveAttribute('href', `/blog/${sampleGuides[0]!.slug}`);
    await expect(section.getByRole('alert')).toHaveCount(0);
    expect(warnings.some((text) => /guides/i.test(text))).toBe(true);
  });

  test('when /api/guides is missing (404) or answers an empty list, then the sample guides show silently @phone-only', async ({ page }) => {
    let answer: 'missing' | 'empty' = 'missing';
    await page.route(GUIDES, (route) =>
      answer === 'missing' ? route.fulfill({ status: 404, json: { error: 'Not found' } }) : route.fulfill({ json: [] }),
    );
    for (const kind of ['missing', 'empty'] as const) {
      answer = kind;
      await page.goto('/');
      const section = await reveal(page, 'travel-guides');
      await expect(section.getByRole('heading', { level: 3 }), kind).toHaveText(sampleGuides.map((guide) => guide.title));
    }
  });

  test('when /api/guides does not answer within 6 s, then the 3 skeletons give way to the sample guides @phone-only', async ({ page }) => {
    await page.clock.install();
    // The page notes (on its own clock) when it asks for the guides: the 6 s are counted from there.
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('/api/guides')) (window as unknown as { guidesRequestedAt?: number }).guidesRequestedAt = Date.now();
        return original(input, init);
      };
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(GUIDES, async (route) => {
      await held;
      await route.abort().catch(() => undefined);
    });
    try {
      await page.goto('/');
      const section = page.locator('#travel-guides');
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('[data-guide-skeleton]')).toHaveCount(3);
      await expect.poll(() => page.evaluate(() => (window as unknown as { guidesRequestedAt?: number }).guidesRequestedAt ?? 0)).toBeGreaterThan(0);
      const requestedAt = await page.evaluate(() => (window as unknown as { guidesRequestedAt: number }).guidesRequestedAt);
      // From here the page's time moves only when the test moves it, however busy the machine is.
      const pausedAt = (await page.evaluate(() => Date.now())) + 1_500;
      await page.clock.pauseAt(pausedAt);
      const left = requestedAt + 6_000 - pausedAt;
      expect(left, 'time left before the 6 s timeout when the clock stopped').toBeGreaterThan(300);

      await page.clock.runFor(left - 100);
      await expect(section.locator('[data-guide-skeleton]')).toHaveCount(3);
      await page.clock.runFor(200);
      // The timeout has fired; the page's own follow-up work (query notifications) may now run freely.
      await page.clock.resume();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(sampleGuides.map((guide) => guide.title));
    } finally {
      release();
    }
  });
});

test.describe('why choose us', () => {
  test('when the section shows, then it states the four claims of the spec @phone-only', async ({ page }) => {
    await page.goto('/');
    const section = await reveal(page, 'why-choose-us');
    for (const value of ['10+', '5k+', '40+', '4.9/5']) await expect(section.getByText(value, { exact: true })).toBeVisible();
  });
});

test.describe('traveler reviews', () => {
  test('when the reviews show, then the summary says 5.0 based on 500+ reviews and Write a Review opens the review site @phone-only', async ({ page }) => {
    await page.goto('/');
    const section = await reveal(page, 'traveler-reviews');
    await expect(section.getByText('5.0', { exact: true })).toBeVisible();
    await expect(section.getByText('Based on 500+ reviews')).toBeVisible();
    const write = section.getByRole('link', { name: /Write a Review/ });
    await expect(write).toHaveAttribute('href', SITE.reviewSiteUrl);
    await expect(write).toHaveAttribute('target', '_blank');
    await expect(write).toHaveAttribute('rel', /noopener/);

    const region = section.getByRole('region', { name: 'Traveller reviews' });
    await expect(region.getByRole('img', { name: /Rated \d out of 5/ }).first()).toBeVisible();
    // A reviewer without a handle is shown as @guest, with initials instead of a photo.
    const lukas = region.locator('[data-carousel-item]').filter({ hasText: 'Lukas Berger' });
    await expect(lukas).toContainText('@guest');
    await expect(lukas).toContainText('LB');
  });

  test('when the window is 400, 800 or 1300 px wide, then 1, 2 or 3 reviews are in view @desktop-only', async ({ page }) => {
    await page.goto('/');
    for (const [width, visible] of [
      [400, 1],
      [800, 2],
      [1300, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const section = await reveal(page, 'traveler-reviews');
      await section.getByRole('region', { name: 'Traveller reviews' }).hover();
      await expect.poll(async () => (await itemsInView(section)).length, { message: `reviews in view at ${width} px` }).toBe(visible);
    }
  });

  test('when 4.5 s pass, then the reviews move on; while the pointer rests on them they wait @desktop-only', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const section = await reveal(page, 'traveler-reviews');
    await page.clock.pauseAt(Date.now() + 60_000);
    const start = await currentSlide(section);
    const next = start.index === start.of ? 1 : start.index + 1;

    await page.clock.runFor(4_400);
    expect((await currentSlide(section)).index).toBe(start.index);
    await page.clock.runFor(200);
    await expect.poll(async () => (await currentSlide(section)).index).toBe(next);

    await section.getByRole('region', { name: 'Traveller reviews' }).hover();
    await page.clock.runFor(15_000);
    expect((await currentSlide(section)).index).toBe(next);
    await page.mouse.move(1, 1);
    await page.clock.runFor(4_600);
    await expect.poll(async () => (await currentSlide(section)).index).toBe(next === start.of ? 1 : next + 1);
  });
});

test.describe('exclusive deals', () => {
  test('when the tours load, then the carousel holds exactly the exclusive tours not already in the featured packages, with arrows because they do not all fit', async ({ page, db }) => {
    const api = (await (await page.request.get('/api/tours')).json()) as { items: ApiTour[] };
    const packages = api.items.filter((tour) => tour.isFeatured).slice(0, 4).map((tour) => tour.name);
    const { rows } = await db.query<{ name: string }>(
      'select name from tours where is_exclusive and is_published and deleted_at is null and not (name = any($1)) order by name',
      [packages],
    );
    expect(rows.length).toBeGreaterThan(3);
    await page.goto('/');
    const section = await reveal(page, 'featured-tours');
    const region = section.getByRole('region', { name: 'Exclusive deals' });
    await expect(region.locator('[data-carousel-item]')).toHaveCount(rows.length);
    const names = await region.locator('[data-carousel-item] h3').allTextContents();
    expect([...names].sort()).toEqual(rows.map((row) => row.name).sort());
    await expect(region.getByRole('button', { name: 'Next deals' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Previous deals' })).toBeVisible();
    await expect(region.getByRole('link', { name: /View Details/ }).first()).toHaveAttribute('href', /^\/tours\/[a-z0-9-]+$/);
  });

  test('when only 3 tours are exclusive, then arrows and dots show only where fewer than 3 fit', async ({ page }) => {
    await fulfillTours(page, (tours) => {
      let kept = 0;
      // Not featured: the carousel leaves out tours that the featured packages already show.
      return tours.map((tour) => ({ ...tour, isExclusive: tour.isExclusive && !tour.isFeatured && (kept += 1) <= 3 }));
    });
    // Rendered in the browser from the changed list: a server-rendered page shows the real deals until the app starts.
    await gotoShell(page, '/');
    const section = await reveal(page, 'featured-tours');
    await expect(section.locator('[data-carousel-item]')).toHaveCount(3);
    const wide = (page.viewportSize()?.width ?? 0) >= 1024;
    await expect(section.getByRole('button', { name: 'Next deals' })).toHaveCount(wide ? 0 : 1);
    await expect(section.getByRole('button', { name: /^Go to slide/ })).toHaveCount(wide ? 0 : 3);
  });

  test('when the tours cannot be loaded, then both tour sections say so with Retry, and Retry brings the tours @phone-only', async ({ page }) => {
    await page.route(TOURS_LIST, (route) => route.abort('connectionrefused'));
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, '/');
    const deals = await reveal(page, 'featured-tours');
    const dealsAlert = deals.getByRole('alert');
    await expect(dealsAlert).toHaveText(/We couldn’t load exclusive tours right now\./, { timeout: 15_000 });
    const packages = await reveal(page, 'featured-packages');
    await expect(packages.getByRole('alert')).toHaveText(/We couldn’t load featured packages right now\./, { timeout: 15_000 });

    await page.unroute(TOURS_LIST);
    await deals.scrollIntoViewIfNeeded();
    await dealsAlert.getByRole('button', { name: 'Retry' }).click();
    await expect(deals.locator('[data-carousel-item]').first()).toBeVisible({ timeout: 15_000 });
    await expect(deals.getByRole('alert')).toHaveCount(0);
    await expect(packages.getByRole('link', { name: /View Details/ })).toHaveCount(4);
  });

  test('when no tour is exclusive, then the deals say so @phone-only', async ({ page }) => {
    await fulfillTours(page, (tours) => tours.map((tour) => ({ ...tour, isExclusive: false })));
    await gotoShell(page, '/');
    const section = await reveal(page, 'featured-tours');
    await expect(section.getByText('No exclusive tours at the moment. Please check back soon.', { exact: true })).toBeVisible();
    await expect(section.locator('[data-carousel-item]')).toHaveCount(0);
  });
});

test.describe('featured packages', () => {
  test('when the tours load, then the first 4 featured tours show with View All Tours to /tours @phone-only', async ({ page, db }) => {
    const { rows } = await db.query<{ name: string }>('select name from tours where is_featured and is_published and deleted_at is null');
    expect(rows.length).toBeGreaterThan(4);
    const api = (await (await page.request.get('/api/tours')).json()) as { items: ApiTour[] };
    const expected = api.items.filter((tour) => tour.isFeatured).slice(0, 4).map((tour) => tour.name);

    await page.goto('/');
    const section = await reveal(page, 'featured-packages');
    await expect(section.getByRole('link', { name: /View Details/ })).toHaveCount(4);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected);
    for (const name of expected) expect(rows.map((row) => row.name)).toContain(name);
    await expect(section.getByRole('link', { name: 'View All Tours' })).toHaveAttribute('href', '/tours');
  });

  test('when no tour is featured, then the packages say so and offer no View All Tours @phone-only', async ({ page }) => {
    await fulfillTours(page, (tours) => tours.map((tour) => ({ ...tour, isFeatured: false })));
    await gotoShell(page, '/');
    const section = await reveal(page, 'featured-packages');
    await expect(section.getByText('No featured packages available right now. Please check back soon.', { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: 'View All Tours' })).toHaveCount(0);
  });
});

test.describe('calls to action', () => {
  test('when the visitor reaches the end of the page, then Get a Free Custom Itinerary leads to /request-experience @phone-only', async ({ page }) => {
    await page.goto('/');
    const section = await reveal(page, 'custom-itinerary');
    const cta = section.getByRole('link', { name: 'Get a Free Custom Itinerary' });
    await expect(cta).toHaveAttribute('href', '/request-experience');
    await cta.click();
    await expect(page).toHaveURL(/\/request-experience$/);
  });

  test('when the home page is open, then a floating WhatsApp link with a prefilled greeting sits in the bottom-left corner @phone-only', async ({ page }) => {
    await page.goto('/');
    const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${SITE.whatsappNumber}\\?text=.+`));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    const box = (await whatsapp.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeLessThan(40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 60);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    await page.mouse.wheel(0, 3000);
    await expect(whatsapp).toBeInViewport();
  });
});
