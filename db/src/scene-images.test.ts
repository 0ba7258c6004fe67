import { createHash } from 'node:crypto';
import { mkdtemp, open, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DURATION_MEDIUM_MAX,
  DURATION_SHORT_MAX,
  PRICE_LOW_MAX,
  PRICE_MID_MAX,
  TOUR_CARD_MAX_TAGS,
} from '@safari/shared/constants';
import { TOUR_ACTIVITIES, TOUR_LOCATIONS, TOUR_TAGS, TOUR_TYPES } from '@safari/shared/enums';
import { matchesLocation } from '@safari/shared/tour-filters';
import { resolvePrice, tourSchema } from '@safari/shared/tour';
import {
  FALLBACK_TOUR_IMAGE,
  PARTNER_PLACEHOLDER_IMAGE,
  RESPONSIVE_WIDTHS,
  renderSeedImages,
  seedImageFiles,
  seedImageName,
  variantName,
} from './scene-images';
import { seedBlogPosts } from './seed-data/blog-posts';
import { seedPartners } from './seed-data/partners';
import { seedTours, type SeedTour } from './seed-data/tours';

const published = seedTours.filter((tour) => tour.isPublished);
// The files as stored: named by their content (tour-x.<hash>.webp).
const tourPictures = [...new Set(seedTours.flatMap((tour) => [tour.image, ...tour.images]))].map(seedImageName);
const scenePictures = [...tourPictures, ...seedBlogPosts.map((post) => post.coverImage), FALLBACK_TOUR_IMAGE].map(seedImageName);
const logos = [...seedPartners.map((partner) => partner.image), PARTNER_PLACEHOLDER_IMAGE].map(seedImageName);

async function isWebp(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    await handle.read(head, 0, 12, 0);
    return head.toString('ascii', 0, 4) === 'RIFF' && head.toString('ascii', 8, 12) === 'WEBP';
  } finally {
    await handle.close();
  }
}

describe('renderSeedImages', () => {
  let dir = '';
  let firstRun: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'scene-images-'));
    firstRun = await renderSeedImages(path.join(dir, 'uploads'));
  }, 180_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('when rendered into a missing folder, then every tour, blog and partner image exists as a real WebP of the right size', async () => {
    const uploads = path.join(dir, 'uploads');
    const expected: [string, number, number][] = [
      ...scenePictures.flatMap((name): [string, number, number][] => [
        [name, 1600, 1000],
        ...RESPONSIVE_WIDTHS.map((width): [string, number, number] => [variantName(name, width), width, (width * 1000) / 1600]),
      ]),
      ...logos.map((name): [string, number, number] => [name, 400, 200]),
    ];
    for (const [name, width, height] of expected) {
      const file = path.join(uploads, name);
      expect(await isWebp(file), `${name} is a WebP file`).toBe(true);
      const meta = await sharp(file).metadata();
      expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'webp', width, height]);
    }
  });

  it('when rendered, then it returns exactly the files it wrote and leaves no temporary files behind', async () => {
    const onDisk = await readdir(path.join(dir, 'uploads'));
    expect([...firstRun].sort()).toEqual([...onDisk].sort());
    expect([...firstRun].sort()).toEqual([...seedImageFiles()].sort());
    expect(firstRun).toContain(seedImageName(FALLBACK_TOUR_IMAGE));
    expect(firstRun).toContain(seedImageName(PARTNER_PLACEHOLDER_IMAGE));
  });

  it('when pictures are stored, then each name carries a hash of its content, and the variants carry the same one', async () => {
    const hashOf = (name: string) => /\.([0-9a-f]{16})(-\d+w)?\.webp$/.exec(name)?.[1];
    for (const name of [...scenePictures, ...logos]) expect(hashOf(name), name).toBeDefined();
    expect(seedImageName('tour-masai-mara-migration.webp')).toMatch(/^tour-masai-mara-migration\.[0-9a-f]{16}\.webp$/);
    expect(variantName(seedImageName('tour-masai-mara-migration.webp'), 800)).toMatch(/^tour-masai-mara-migration\.[0-9a-f]{16}-800w\.webp$/);
    // Different pictures, different names; a name the catalogue does not know is kept as it is.
    expect(new Set(scenePictures.map(hashOf)).size).toBe(new Set(scenePictures).size);
    expect(seedImageName('someone-elses.webp')).toBe('someone-elses.webp');
  });

  it('when galleries are shown, then no two seed pictures are the same image', async () => {
    const hashes = new Map<string, string>();
    for (const name of scenePictures) {
      const digest = createHash('sha256').update(await readFile(path.join(dir, 'uploads', name))).digest('hex');
      expect(hashes.get(digest), `${name} duplicates ${hashes.get(digest) ?? ''}`).toBeUndefined();
      hashes.set(digest, name);
    }
  });

  it('when run a second time, then it writes nothing and leaves the files untouched', async () => {
    const sample = path.join(dir, 'uploads', seedImageName(seedTours[0]?.image ?? FALLBACK_TOUR_IMAGE));
    const before = (await stat(sample)).mtimeMs;
    expect(await renderSeedImages(path.join(dir, 'uploads'))).toEqual([]);
    expect((await stat(sample)).mtimeMs).toBe(before);
  });

  it('when one variant has gone missing, then only that file is written again', async () => {
    const missing = variantName(tourPictures[1] ?? FALLBACK_TOUR_IMAGE, 400);
    await unlink(path.join(dir, 'uploads', missing));
    expect(await renderSeedImages(path.join(dir, 'uploads'))).toEqual([missing]);
    expect(await isWebp(path.join(dir, 'uploads', missing))).toBe(true);
  });
});

/** Days covered by an itinerary period: 'Day 3' → [3], 'Days 4–6' → [4, 5, 6]. */
function daysOf(period: string): number[] {
  const match = /^Days? (\d+)(?:\s*[–-]\s*(\d+))?$/.exec(period);
  if (!match) return [];
  const from = Number(match[1]);
  const to = Number(match[2] ?? match[1]);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function priceBand(tour: SeedTour): 'low' | 'mid' | 'high' | null {
  if (tour.price === null) return null;
  return tour.price < PRICE_LOW_MAX ? 'low' : tour.price <= PRICE_MID_MAX ? 'mid' : 'high';
}

function durationBand(tour: SeedTour): 'short' | 'medium' | 'long' | null {
  if (tour.duration === null) return null;
  return tour.duration <= DURATION_SHORT_MAX ? 'short' : tour.duration <= DURATION_MEDIUM_MAX ? 'medium' : 'long';
}

describe('seed tours', () => {
  it('when seeded, then there are at least 12 tours with unique kebab-case slugs and names', () => {
    expect(seedTours.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seedTours.map((tour) => tour.slug)).size).toBe(seedTours.length);
    expect(new Set(seedTours.map((tour) => tour.name)).size).toBe(seedTours.length);
    for (const tour of seedTours) expect(tour.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('when seeded, then exactly one tour is an unpublished draft', () => {
    expect(seedTours.filter((tour) => !tour.isPublished)).toHaveLength(1);
  });

  it('when a visitor picks a header tag, then each of wildlife, luxury and family has at least three published tours', () => {
    for (const tag of TOUR_TAGS) expect(published.filter((tour) => tour.tags.includes(tag)).length, tag).toBeGreaterThanOrEqual(3);
  });

  it('when a visitor filters by activity, then each activity is among the first tags of a published tour', () => {
    for (const activity of TOUR_ACTIVITIES) {
      expect(published.some((tour) => tour.tags.slice(0, TOUR_CARD_MAX_TAGS).includes(activity)), activity).toBe(true);
    }
  });

  it('when a visitor filters by price, duration or location, then every choice finds a published tour', () => {
    expect(new Set(published.map(priceBand))).toEqual(new Set(['low', 'mid', 'high']));
    expect(new Set(published.map(durationBand))).toEqual(new Set(['short', 'medium', 'long']));
    // The filter matches a place within the location ('Masai Mara' finds 'Masai Mara, Kenya').
    for (const location of TOUR_LOCATIONS) expect(published.some((tour) => matchesLocation(tour, location)), location).toBe(true);
    expect(new Set(published.map((tour) => tour.tourType))).toEqual(new Set(TOUR_TYPES));
  });

  it('when a tour is shown, then its rating is between 0 and 5 with one decimal', () => {
    for (const tour of seedTours) {
      expect(tour.rating).toBeGreaterThanOrEqual(0);
      expect(tour.rating).toBeLessThanOrEqual(5);
      expect(Math.round(tour.rating * 10) / 10).toBe(tour.rating);
    }
  });

  it('when a tour has tiered pricing, then its card price is the first available tier', () => {
    for (const tour of seedTours.filter((t) => t.pricing !== null)) expect(resolvePrice(undefined, tour.pricing), tour.slug).toBe(tour.price);
  });

  it('when a tour is served, then it parses with the shared tour schema', () => {
    const now = new Date().toISOString();
    for (const [i, tour] of seedTours.entries()) {
      const parsed = tourSchema.safeParse({ ...tour, id: String(i + 1), createdAt: now, updatedAt: now });
      expect(parsed.success, `${tour.slug}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('when a traveller reads a tour, then its itinerary covers every day once and its lists are filled in', () => {
    for (const tour of seedTours) {
      const days = tour.itinerary.flatMap((item) => daysOf(item.period));
      expect(days, tour.slug).toEqual(Array.from({ length: tour.duration ?? 0 }, (_, i) => i + 1));
      for (const item of tour.itinerary) expect(item.activity.length, tour.slug).toBeGreaterThan(40);
      expect(tour.highlights.length, tour.slug).toBeGreaterThanOrEqual(4);
      expect(tour.highlights.length, tour.slug).toBeLessThanOrEqual(6);
      expect(tour.inclusions.length, tour.slug).toBeGreaterThanOrEqual(4);
      expect(tour.inclusions.length, tour.slug).toBeLessThanOrEqual(7);
      expect(tour.exclusions.length, tour.slug).toBeGreaterThanOrEqual(3);
      expect(tour.exclusions.length, tour.slug).toBeLessThanOrEqual(5);
      for (const tag of tour.tags) expect(tag).toBe(tag.toLowerCase());
    }
  });

  it('when a tour is shown, then it has a cover and three to five gallery pictures of its own', () => {
    for (const tour of seedTours) {
      expect(tour.images.length, tour.slug).toBeGreaterThanOrEqual(3);
      expect(tour.images.length, tour.slug).toBeLessThanOrEqual(5);
    }
    const all = seedTours.flatMap((tour) => [tour.image, ...tour.images]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('seed partners', () => {
  it('when the partner carousel loads, then it has eight partners with distinct names and WebP logos', () => {
    expect(seedPartners).toHaveLength(8);
    expect(new Set(seedPartners.map((partner) => partner.name)).size).toBe(8);
    for (const partner of seedPartners) {
      expect(partner.image).toMatch(/^partner-[a-z0-9-]+\.webp$/);
      expect(partner.url).not.toBe('');
    }
  });
});
