import type { Page } from '@playwright/test';
import type pg from 'pg';
import { test, expect } from '../support/fixtures';
import { gotoShell, holdApp, holdScript } from '../support/shell';

/** A published, not deleted tour as stored. */
interface TourRow {
  name: string;
  price: number | null;
  duration: number | null;
  rating: number;
  weight: number;
}

const PUBLISHED = 'is_published and deleted_at is null';
/** What the free-text search looks through: name, location, description, tags, highlights and the itinerary's activities. */
const haystack = `(name || E'\\n' || location || E'\\n' || description || E'\\n' || array_to_string(tags, E'\\n') || E'\\n' ||
  array_to_string(highlights, E'\\n') || E'\\n' || coalesce((select string_agg(s.activity, E'\\n') from tour_itinerary s where s.tour_id = tours.id), ''))`;

/** Published tours matching an SQL condition on the tours table ($1… are `params`). */
async function toursWhere(db: pg.Client, condition = 'true', params: unknown[] = []): Promise<TourRow[]> {
  const { rows } = await db.query<{ name: string; price: string | null; duration: number | null; rating: string; weight: number }>(
    `select name, price::text as price, duration_days as duration, rating::text as rating,
            (is_featured::int * 3 + is_exclusive::int * 2 + is_popular::int) as weight
       from tours where ${PUBLISHED} and (${condition})`,
    params,
  );
  return rows.map((row) => ({ ...row, price: row.price === null ? null : Number(row.price), rating: Number(row.rating) }));
}

type Sort = 'featured' | 'price_asc' | 'price_desc' | 'duration_asc' | 'duration_desc';
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The names in the order the spec asks for: nulls last, ties by rating (featured) and then name. */
function ordered(rows: TourRow[], sort: Sort): string[] {
  const optional = (a: number | null, b: number | null, direction: number) =>
    a === null || b === null ? (a === b ? 0 : a === null ? 1 : -1) : (a - b) * direction;
  const compare: Record<Sort, (a: TourRow, b: TourRow) => number> = {
    featured: (a, b) => b.weight - a.weight || b.rating - a.rating,
    price_asc: (a, b) => optional(a.price, b.price, 1),
    price_desc: (a, b) => optional(a.price, b.price, -1),
    duration_asc: (a, b) => optional(a.duration, b.duration, 1),
    duration_desc: (a, b) => optional(a.duration, b.duration, -1),
  };
  return [...rows].sort((a, b) => compare[sort](a, b) || byName.compare(a.name, b.name)).map((row) => row.name);
}

const cardNames = (page: Page) => page.getByRole('list', { name: 'Tours', exact: true }).getByRole('heading', { level: 2 });
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });

/** Clicks Load more until every result shows, then expects exactly these names in this order. */
async function expectAllTours(page: Page, names: string[]): Promise<void> {
  if (names.length === 0) {
    await expect(page.getByRole('heading', { name: 'No tours match your filters' })).toBeVisible();
    return;
  }
  await expect(countLine(page)).toHaveText(new RegExp(`^Showing \\d+ of ${names.length} safaris?$`));
  const loadMore = page.getByRole('button', { name: 'Load more' });
  while (await loadMore.isVisible()) await loadMore.click();
  await expect(cardNames(page)).toHaveText(names);
}

/** Opens the filter form behind the phone's 'Filters' toggle; on desktop it is always open. */
async function openFilters(page: Page): Promise<void> {
  // The screen is lazy-loaded: wait for it before asking whether the toggle is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.getByRole('form', { name: 'Filter tours' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByRole('form', { name: 'Filter tours' }).getByLabel(label, { exact: true });

test.describe('tours list', () => {
  test('when a visitor searches from the header, then the list holds exactly the tours matching every word', async ({ page, db, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.getByRole('searchbox', { name: 'Search tours' }).first();
    await search.fill('  mara safari ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tours\?q=mara(%20|\+)safari$/);
    const expected = ordered(await toursWhere(db, `${haystack} ilike '%mara%' and ${haystack} ilike '%safari%'`), 'featured');
    expect(expected.length).toBeGreaterThan(0);
    await expectAllTours(page, expected);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Search: “mara safari”']);
    await openFilters(page);
    await expect(field(page, 'Search')).toHaveValue('mara safari');
  });

  test('when a visitor picks Wildlife in the Tours menu, then only tours tagged wildlife are listed @desktop-only', async ({ page, db }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tours' }).click();
    await page.getByRole('menuitem', { name: 'Wildlife' }).click();
    await expect(page).toHaveURL(/\/tours\?tag=wildlife$/);
    const expected = ordered(await toursWhere(db, `exists (select 1 from unnest(tags) t where lower(t) = 'wildlife')`), 'featured');
    await expectAllTours(page, expected);
  });

  test('when the tag parameter is given, then only tours having that tag show and a Tag chip says so @phone-only', async ({ page, db }) => {
    await page.goto('/tours?tag=family');
    const expected = ordered(await toursWhere(db, `exists (select 1 from unnest(tags) t where lower(t) = 'family')`), 'featured');
    expect(expected.length).toBeGreaterThan(0);
    await expectAllTours(page, expected);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Tag: Family']);
  });

  const filterCases: { label: string; param: string; values: { value: string; condition: string }[] }[] = [
    {
      label: 'Location',
      param: 'location',
      values: ['Masai Mara', 'Serengeti', 'Amboseli'].map((value) => ({ value, condition: `location ilike '%${value}%'` })),
    },
    {
      label: 'Duration',
      param: 'duration',
      values: [
        { value: 'medium', condition: 'duration_days between 4 and 7' },
        { value: 'short', condition: 'duration_days <= 3' },
        { value: 'long', condition: 'duration_days >= 8' },
      ],
    },
    {
      label: 'Price',
      param: 'price',
      values: [
        { value: 'mid', condition: 'price between 500 and 1000' },
        { value: 'low', condition: 'price < 500' },
        { value: 'high', condition: 'price > 1000' },
      ],
    },
    {
      label: 'Activity',
      param: 'activity',
      values: ['hiking', 'wildlife', 'cultural', 'photography'].map((value) => ({
        value,
        condition: `exists (select 1 from unnest(tags[1:3] || highlights[1:3]) t where t ilike '%${value}%')`,
      })),
    },
  ];

  for (const { label, param, values } of filterCases) {
    test(`when the ${label} filter is applied, then the list narrows to exactly the matching tours and the URL keeps it`, async ({ page, db, isMobile }) => {
      const total = (await toursWhere(db)).length;
      await page.goto('/tours');
      await expect(countLine(page)).toHaveText(`Showing 9 of ${total} safaris`);
      // Every choice on desktop; on the phone, where the form folds away after each Apply, the first.
      // Each value's matching is the shared filter's (unit-tested); here the panel at each width.
      for (const { value, condition } of isMobile ? values.slice(0, 1) : values.slice(0, 2)) {
        await openFilters(page);
        await field(page, label).selectOption(value);
        await page.getByRole('button', { name: 'Apply', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/tours\\?${param}=${value.replace(' ', '\\+')}$`));
        if (isMobile) await expect(page.getByRole('form', { name: 'Filter tours' })).toBeHidden();
        const expected = ordered(await toursWhere(db, condition), 'featured');
        expect(expected.length, `${param}=${value} matches fewer tours than the catalogue`).toBeLessThan(total);
        await expectAllTours(page, expected);
      }
    });
  }

  test('when each sort is chosen, then the cards come in that order @phone-only', async ({ page, db }) => {
    const rows = await toursWhere(db);
    await page.goto('/tours');
    await expect(cardNames(page)).toHaveText(ordered(rows, 'featured').slice(0, 9));
    for (const sort of ['price_asc', 'price_desc', 'duration_asc', 'duration_desc', 'featured'] as const) {
      await openFilters(page);
      await field(page, 'Sort by').selectOption(sort);
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(page).toHaveURL(sort === 'featured' ? /\/tours$/ : new RegExp(`/tours\\?sort=${sort}$`));
      await expect(cardNames(page)).toHaveText(ordered(rows, sort).slice(0, 9));
    }
  });

  test('when a chip is removed, then only its filter goes, and Back brings it back @phone-only', async ({ page, db, isMobile }) => {
    await page.goto('/tours?q=safari&tag=wildlife&location=Masai+Mara');
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect(chips).toHaveText(['Search: “safari”', 'Tag: Wildlife', 'Location: Masai Mara']);
    if (isMobile) await expect(page.getByRole('button', { name: 'Filters, 3 active' })).toBeVisible();
    const searchAndTag = `${haystack} ilike '%safari%' and exists (select 1 from unnest(tags) t where lower(t) = 'wildlife')`;
    const narrow = ordered(await toursWhere(db, `${searchAndTag} and location ilike '%Masai Mara%'`), 'featured');
    const wider = ordered(await toursWhere(db, searchAndTag), 'featured');
    expect(wider.length).toBeGreaterThan(narrow.length);
    await expectAllTours(page, narrow);

    await page.getByRole('button', { name: 'Remove filter Location: Masai Mara' }).click();
    await expect(page).toHaveURL(/\/tours\?q=safari&tag=wildlife$/);
    await expect(chips).toHaveText(['Search: “safari”', 'Tag: Wildlife']);
    await expectAllTours(page, wider);

    await page.goBack();
    await expect(page).toHaveURL(/location=Masai\+Mara/);
    await expect(chips).toHaveText(['Search: “safari”', 'Tag: Wildlife', 'Location: Masai Mara']);
    await expectAllTours(page, narrow);
  });

  test('when Clear is pressed, then every filter, the sort and the chips are reset @phone-only', async ({ page, db }) => {
    const total = (await toursWhere(db)).length;
    await page.goto('/tours?tag=luxury&price=high&duration=medium&sort=price_asc');
    await openFilters(page);
    await expect(field(page, 'Price')).toHaveValue('high');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await openFilters(page);
    for (const [label, value] of [['Price', ''], ['Duration', ''], ['Location', ''], ['Activity', ''], ['Sort by', 'featured'], ['Search', '']]) {
      await expect(field(page, label!)).toHaveValue(value!);
    }
    await expect(countLine(page)).toHaveText(`Showing 9 of ${total} safaris`);
  });

  test('when Load more is pressed, then 9 tours grow by 6 until all show and the button goes @phone-only', async ({ page, db }) => {
    const total = (await toursWhere(db)).length;
    expect(total).toBeGreaterThan(9);
    await page.goto('/tours');
    await expect(cardNames(page)).toHaveCount(9);
    await expect(countLine(page)).toHaveText(`Showing 9 of ${total} safaris`);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.click();
    await expect(cardNames(page)).toHaveCount(Math.min(15, total));
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(15, total)} of ${total} safaris`);
    while (await loadMore.isVisible()) await loadMore.click();
    await expect(cardNames(page)).toHaveCount(total);
    await expect(loadMore).toHaveCount(0);
    const first = page.getByRole('list', { name: 'Tours', exact: true }).getByRole('link', { name: /View Details/ }).first();
    await expect(first).toHaveAttribute('href', /^\/tours\/[a-z0-9-]+$/);
  });

  test('when Load more is tapped before the app has started, then the tap is not lost @phone-only', async ({ page, db }) => {
    const total = (await toursWhere(db)).length;
    expect(total).toBeGreaterThan(9);
    // The server's page is on screen, but the app's code is held back until the tap is in.
    const release = await holdApp(page);
    // Not until 'load': the held script would hold that too.
    await page.goto('/tours', { waitUntil: 'domcontentloaded' });
    await expect(cardNames(page)).toHaveCount(9);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    await expect(cardNames(page)).toHaveCount(9);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await expect(cardNames(page)).toHaveCount(Math.min(15, total));
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(15, total)} of ${total} safaris`);
  });

  test('when a sorted list comes alive, then the server’s cards stay in place, with no hydration error, and Load more brings the rest @phone-only', async ({ page, db }) => {
    // React's reports of a server render it could not hydrate (minified in production: #418, #423, #425).
    const errors: string[] = [];
    const reactError = /hydrat|Minified React error/i;
    page.on('pageerror', (error) => {
      if (reactError.test(error.message)) errors.push(error.message);
    });
    page.on('console', (message) => {
      if (reactError.test(message.text())) errors.push(message.text());
    });
    const rows = await toursWhere(db);
    const total = rows.length;
    expect(total).toBeGreaterThan(9);
    // The server's page is looked at before the app's code runs.
    const release = await holdApp(page);
    await page.goto('/tours?sort=price_asc', { waitUntil: 'domcontentloaded' });
    const served = await cardNames(page).allTextContents();
    expect(served).toEqual(ordered(rows, 'price_asc').slice(0, 9));
    await expect(countLine(page)).toHaveText(`Showing 9 of ${total} safaris`);
    const list = page.getByRole('list', { name: 'Tours', exact: true });
    await list.evaluate((element) => Object.assign(element, { fromServer: true }));
    release();
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    // Hydrated, not rendered again: the same element, the same cards, the same count.
    expect(await list.evaluate((element) => (element as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    await expect(cardNames(page)).toHaveText(served);
    await expect(countLine(page)).toHaveText(`Showing 9 of ${total} safaris`);
    expect(errors).toEqual([]);
    // The rest of the list comes from the catalogue.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cardNames(page)).toHaveCount(Math.min(15, total));
    await expect(countLine(page)).toHaveText(`Showing ${Math.min(15, total)} of ${total} safaris`);
  });

  test('when nothing matches, then the empty state offers Clear filters, which brings the tours back @phone-only', async ({ page }) => {
    await page.goto('/tours?q=zzzz');
    await expect(page.getByRole('heading', { name: 'No tours match your filters' })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(cardNames(page)).toHaveCount(9);
  });

  test('when Clear filters is tapped on a live page while the empty state’s own code is still on its way, then the tap is not lost @phone-only', async ({ page }) => {
    // The app runs, but the part of the page with the button (a lazy chunk) has not been taken over.
    const release = await holdScript(page, /\/assets\/tours-list-states-[\w-]+\.js$/);
    await page.goto('/tours?q=zzzz', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/tours\?q=zzzz$/);
    release();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(cardNames(page)).toHaveCount(9);
    // The search is one step back.
    await page.goBack();
    await expect(page).toHaveURL(/\/tours\?q=zzzz$/);
  });

  test('when the tours cannot be loaded, then an error with Retry shows, and Retry loads the list @phone-only', async ({ page }) => {
    await page.route('**/api/tours*', (route) => route.abort());
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, '/tours');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load tours. Please try again.' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(cardNames(page)).toHaveCount(0);
    await page.unroute('**/api/tours*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(cardNames(page)).toHaveCount(9);
    await expect(alert).toHaveCount(0);
  });

  test('when the API is slow, then 6 skeleton cards hold the place until the tours arrive @phone-only', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tours*', async (route) => {
      await held;
      await route.continue();
    });
    // Rendered in the browser, as the service worker's shell is: a server-rendered first visit has its data.
    await gotoShell(page, '/tours');
    const skeletons = page.getByRole('list', { name: 'Loading tours' }).getByRole('listitem');
    await expect(skeletons).toHaveCount(6);
    await expect(cardNames(page)).toHaveCount(0);
    release();
    await expect(cardNames(page)).toHaveCount(9);
    await expect(page.getByRole('list', { name: 'Loading tours' })).toHaveCount(0);
  });

  test('when the phone is 360 px wide with the filters open and chips shown, then nothing scrolls sideways @phone-only', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/tours?q=a%20rather%20long%20search%20text%20here&tag=wildlife&price=mid&duration=medium');
    await expect(page.getByRole('button', { name: 'Filters, 4 active' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form', { name: 'Filter tours' })).toBeHidden();
    await openFilters(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
