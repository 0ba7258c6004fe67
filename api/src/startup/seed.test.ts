import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSeedData, seed, type SeedData, type SeedOptions, type SeedTourInput } from '@safari/db/seed';
import { tourListSchema } from '@safari/shared/tour';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/db';

function stubTour(slug: string, name: string): SeedTourInput {
  return {
    slug,
    name,
    description: `${name}: a short stub tour.`,
    location: 'Masai Mara',
    duration: 3,
    price: 900,
    pricing: null,
    image: `${slug}.webp`,
    images: [`${slug}-1.webp`, `${slug}-2.webp`],
    tags: ['wildlife'],
    highlights: ['Big cats'],
    inclusions: ['Park fees'],
    exclusions: ['Flights'],
    itinerary: [
      { period: 'Day 1', activity: 'Arrive' },
      { period: 'Day 2', activity: 'Game drive' },
    ],
    tourType: 'wildlife',
    rating: 4.5,
    isFeatured: false,
    isExclusive: false,
    isPopular: false,
    isPublished: true,
  };
}

/** Small fixed demo content; `renderImages` writes one marker file like the real renderer would. */
function stubData(overrides: Partial<SeedData> = {}): SeedData {
  return {
    tours: [stubTour('mara-stub', 'Mara Stub'), stubTour('amboseli-stub', 'Amboseli Stub')],
    partners: [
      { name: 'Kenya Wildlife Service', image: 'partner-kws.webp', url: 'https://example.org/kws' },
      { name: 'Eco-tourism Kenya', image: 'partner-eco.webp', url: 'https://example.org/eco' },
    ],
    blogPosts: [
      {
        slug: 'best-time-for-the-mara',
        title: 'Best time for the Mara',
        author: 'Amani Otieno',
        category: 'Travel Tips',
        coverImage: 'blog-best-time-for-the-mara.webp',
        excerpt: 'When to go.',
        tags: ['migration'],
        contentHtml: '<h2>When</h2><p>July to October.</p>',
        publishedAt: '2025-03-14',
        isPublished: true,
      },
    ],
    renderImages: async (uploadsDir) => {
      await writeFile(path.join(uploadsDir, 'mara-stub.webp'), 'image');
      return ['mara-stub.webp'];
    },
    ...overrides,
  };
}

let db: TestDatabase;
let dataDir: string;
let lines: string[];

beforeEach(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safari-seed-'));
  lines = [];
});

afterEach(async () => {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function options(overrides: Partial<SeedOptions> = {}): SeedOptions {
  return {
    databaseUrl: db.url,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    log: (line) => lines.push(line),
    data: stubData(),
    ...overrides,
  };
}

async function count(table: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]?.n);
}

async function admins(): Promise<{ email: string; password_hash: string }[]> {
  return (await db.pool.query<{ email: string; password_hash: string }>(`select email, password_hash from users where role = 'admin'`))
    .rows;
}

describe('seed', () => {
  it('when run on a fresh database, then the demo content, its images and one admin exist', async () => {
    await seed(options({ adminPassword: 'correct horse battery' }));

    expect(await count('tours')).toBe(2);
    expect(await count('tour_images')).toBe(4);
    expect(await count('tour_itinerary')).toBe(4);
    expect(await count('partners')).toBe(2);
    expect(await count('blog_posts')).toBe(1);
    expect(await admins()).toHaveLength(1);
    await expect(stat(path.join(dataDir, 'uploads', 'mara-stub.webp'))).resolves.toBeTruthy();

    const { app } = createTestApp({ pool: db.pool });
    const list = tourListSchema.parse((await request(app).get('/api/tours').expect(200)).body);
    expect(list.items.find((tour) => tour.slug === 'mara-stub')).toMatchObject({
      images: ['mara-stub-1.webp', 'mara-stub-2.webp'],
      itinerary: [
        { period: 'Day 1', activity: 'Arrive' },
        { period: 'Day 2', activity: 'Game drive' },
      ],
      price: 900,
    });
  });

  it('when run again after staff edited and deleted content, then nothing is duplicated, restored or overwritten', async () => {
    await seed(options({ adminPassword: 'correct horse battery' }));
    await db.pool.query(`update tours set name = 'Mara (edited by staff)' where slug = 'mara-stub'`);
    await db.pool.query(`delete from tours where slug = 'amboseli-stub'`);
    await db.pool.query(`delete from partners where name = 'Eco-tourism Kenya'`);

    await seed(options({ adminPassword: 'another password' }));
    await seed(options());

    const { rows } = await db.pool.query<{ slug: string; name: string }>('select slug, name from tours');
    expect(rows).toEqual([{ slug: 'mara-stub', name: 'Mara (edited by staff)' }]);
    expect(await count('tour_images')).toBe(2);
    expect(await count('partners')).toBe(1);
    expect(await count('blog_posts')).toBe(1);
    expect(await count('users')).toBe(1);
  });

  it('when a part of the demo content is new in this release, then only that part is added', async () => {
    await seed(options({ adminPassword: 'correct horse battery', data: stubData({ blogPosts: [] }) }));
    await db.pool.query(`delete from app_settings where key = 'seed.blog-posts'`);

    await seed(options());

    expect(await count('blog_posts')).toBe(1);
    expect(await count('tours')).toBe(2);
  });

  it('when ADMIN_EMAIL and ADMIN_PASSWORD are given, then that admin is created and its bcrypt hash verifies', async () => {
    await seed(options({ adminEmail: 'Boss@Safari.Example', adminPassword: 'Kilimanjaro-5895' }));

    const [admin] = await admins();
    expect(admin?.email).toBe('boss@safari.example');
    expect(admin?.password_hash).toMatch(/^\$2[aby]\$12\$/);
    expect(await bcrypt.compare('Kilimanjaro-5895', admin?.password_hash ?? '')).toBe(true);
    expect(await bcrypt.compare('kilimanjaro-5895', admin?.password_hash ?? '')).toBe(false);
    await expect(stat(path.join(dataDir, 'admin-password.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(lines.join('\n')).not.toContain('Kilimanjaro-5895');
  });

  it('when no password is given, then a strong one is generated, shown once and saved readable only by its owner', async () => {
    await seed(options());

    const file = path.join(dataDir, 'admin-password.txt');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [admin] = await admins();
    expect(admin?.email).toBe('admin@safari.local');
    expect(await bcrypt.compare(password, admin?.password_hash ?? '')).toBe(true);
    expect(lines.filter((line) => line.includes(password))).toHaveLength(1);

    await seed(options());

    expect(lines.filter((line) => line.includes(password))).toHaveLength(1);
    expect((await readFile(file, 'utf8')).trim()).toBe(password);
    expect((await admins())[0]?.password_hash).toBe(admin?.password_hash);
  });

  it('when the only existing account with the admin e-mail is a traveller, then it is not turned into an admin', async () => {
    await db.pool.query(`insert into users (email, password_hash, role) values ('admin@safari.local', 'x', 'user')`);

    await seed(options());

    expect(await admins()).toHaveLength(0);
    expect(lines.join('\n')).toMatch(/set ADMIN_EMAIL to another address/);
    await expect(stat(path.join(dataDir, 'admin-password.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when rendering the images fails, then the database is still seeded and the failure is logged', async () => {
    const data = stubData({ renderImages: () => Promise.reject(new Error('sharp is missing')) });

    await seed(options({ adminPassword: 'correct horse battery', data }));

    expect(await count('tours')).toBe(2);
    expect(lines.join('\n')).toContain('could not render the seed images: sharp is missing');
  });

  it('when the demo data breaks a rule, then seeding stops with a precise message and writes nothing', async () => {
    const data = stubData({ tours: [stubTour('ok-tour', 'OK'), { ...stubTour('bad-tour', 'Bad'), rating: 7 }] });

    await expect(seed(options({ adminPassword: 'correct horse battery', data }))).rejects.toThrow(/tour #2.*rating/);
    expect(await count('tours')).toBe(0);
  });

  it('when two replicas seed at the same moment, then everything exists once', async () => {
    await Promise.all([seed(options()), seed(options()), seed(options())]);

    expect(await count('tours')).toBe(2);
    expect(await count('partners')).toBe(2);
    expect(await admins()).toHaveLength(1);
    const password = (await readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')).trim();
    expect(await bcrypt.compare(password, (await admins())[0]?.password_hash ?? '')).toBe(true);
  });
});

describe('seed with the real demo content', () => {
  it('when the demo content is seeded, then every published tour is served in the shared shape', async () => {
    const real = await loadSeedData();
    await seed(options({ adminPassword: 'correct horse battery', data: { ...real, renderImages: async () => [] } }));

    const { app } = createTestApp({ pool: db.pool });
    const list = tourListSchema.parse((await request(app).get('/api/tours').expect(200)).body);
    const published = real.tours.filter((tour) => tour.isPublished);
    expect(list.items.map((tour) => tour.slug).sort()).toEqual(published.map((tour) => tour.slug).sort());
    for (const source of published) {
      const served = list.items.find((tour) => tour.slug === source.slug);
      expect(served, source.slug).toMatchObject({ ...source, rating: Math.round(source.rating * 10) / 10 });
    }
    expect(await count('partners')).toBe(real.partners.length);
    expect(await count('blog_posts')).toBe(real.blogPosts.length);
  });
});
