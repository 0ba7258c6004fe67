/**
 * The tours list and the destination pages as the server renders them (the PWA's real build):
 * each page embeds its first page of results only, not the whole catalogue, and its HTML lists
 * exactly those tours (issue 31, 'a document the size of the first view').
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type express from 'express';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@safari/shared/page-data';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

let db: TestDatabase;
let app: express.Express;

/** 12 Mara tours (one featured), 3 in Tsavo and 1 in Amboseli: 16 in all, more than a page (9). */
const MARA = Array.from({ length: 12 }, (_, index) => `Mara Camp ${String(index + 1).padStart(2, '0')}`);

beforeAll(async () => {
  // The server render is part of the PWA's build; build it when missing or stale, as `npm start` does.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
  db = await createTestDatabase();
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: path.join(root, 'pwa', 'dist') } }));
  for (const [index, name] of MARA.entries()) {
    // Cheaper by the number: 'price: low to high' lists them in their numbers' order.
    await insertTour(db.pool, { slug: `mara-camp-${index + 1}`, name, location: 'Masai Mara, Kenya', price: 400 + index * 10, rating: 4, isFeatured: index === 11 });
  }
  for (const name of ['Tsavo Red Elephants', 'Tsavo Lava Flows', 'Tsavo Man-Eaters Trail']) {
    await insertTour(db.pool, { slug: name.toLowerCase().replace(/[^a-z]+/g, '-'), name, location: 'Tsavo East', rating: 4.8 });
  }
  await insertTour(db.pool, { slug: 'amboseli-elephants', name: 'Amboseli Elephant Trails', location: 'Amboseli', rating: 4.5 });
}, 600_000);

afterAll(async () => {
  await db?.drop();
});

/** The page's HTML (inside #root) and the data it embeds. */
async function page(url: string): Promise<{ html: string; data: PageData }> {
  const response = await request(app).get(url).set('Accept', 'text/html');
  expect(response.status).toBe(200);
  const text = response.text;
  const open = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
  const start = text.indexOf(open);
  expect(start).toBeGreaterThan(-1);
  const json = text.slice(start + open.length, text.indexOf('</script>', start));
  return { html: text.slice(text.indexOf('<div id="root">'), start), data: JSON.parse(json) as PageData };
}

/** The tours list's cards: from the list to its Load more button. */
function toursList(html: string): string {
  const start = html.indexOf('aria-label="Tours"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('Load more', start));
}

/** The names of the tour cards (headings of `level`), in the order the HTML lists them. */
function cardNames(html: string, level = 'h2'): string[] {
  return [...html.matchAll(new RegExp(`<${level}[^>]*>([^<]+)</${level}>`, 'g'))].map((match) => match[1]!);
}

describe('the first page a list embeds', () => {
  it('when /tours is opened, then it embeds its first 9 tours with the count of all 16, and its HTML lists those 9', async () => {
    const { html, data } = await page('/tours');
    // Featured first, then the best rated (Tsavo 4.8, Amboseli 4.5), then the Mara camps by name.
    const first = ['Mara Camp 12', 'Tsavo Lava Flows', 'Tsavo Man-Eaters Trail', 'Tsavo Red Elephants', 'Amboseli Elephant Trails', ...MARA.slice(0, 4)];
    expect(data.tours?.map((tour) => tour.name)).toEqual(first);
    expect(data.tourPage).toMatchObject({ list: '/tours', total: 16 });
    expect(data.tourPage?.locations).toEqual(['Serengeti', 'Masai Mara', 'Amboseli', 'Tsavo East']);
    expect(cardNames(toursList(html))).toEqual(first);
    expect(html).toContain('Showing 9 of 16 safaris');
    expect(html).toContain('Load more');
  });

  it('when /tours?q=mara is opened, then it embeds the first 9 Mara tours of 12, and lists them', async () => {
    const { html, data } = await page('/tours?q=mara&sort=price_asc');
    expect(data.tours?.map((tour) => tour.name)).toEqual(MARA.slice(0, 9));
    expect(data.tourPage).toMatchObject({ list: '/tours?q=mara&sort=price_asc', total: 12 });
    expect(cardNames(toursList(html))).toEqual(MARA.slice(0, 9));
    expect(html).toContain('Showing 9 of 12 safaris');
  });

  it('when a destination page is opened, then it embeds the 3 tours it shows with the count of all', async () => {
    const { html, data } = await page('/destinations/masai-mara');
    expect(data.tours?.map((tour) => tour.name)).toEqual(['Mara Camp 12', ...MARA.slice(0, 2)]);
    expect(data.tourPage).toEqual({ list: '/destinations/masai-mara', total: 12 });
    const section = html.slice(html.indexOf('id="destination-tours-title"'));
    expect(cardNames(section, 'h3')).toEqual(['Mara Camp 12', ...MARA.slice(0, 2)]);
    // React separates the text's parts with comments.
    expect(html.replaceAll('<!-- -->', '')).toContain('All 12 Masai Mara safaris');
  });
});
