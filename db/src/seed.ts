/**
 * Seeds a fresh installation once: the demo catalogue (tours with their images and itinerary,
 * partners, blog posts), the seed images under the uploads folder, and the first admin account.
 * Running it again (every start does) adds nothing and never overwrites what staff have edited or
 * deleted: each part is recorded in app_settings when seeded and is never seeded again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { z } from 'zod';
import { BLOG_CATEGORIES, type BlogCategory } from '@safari/shared/enums';
import { tourSchema, type Tour } from '@safari/shared/tour';

/** A demo tour: everything of a {@link Tour} except what the database assigns. */
export type SeedTourInput = Omit<Tour, 'id' | 'createdAt' | 'updatedAt'>;
export interface SeedPartnerInput {
  name: string;
  image: string;
  url: string;
}
export interface SeedBlogPostInput {
  slug: string;
  title: string;
  author: string;
  category: BlogCategory;
  /** File name under the uploads folder. */
  coverImage: string;
  excerpt: string;
  tags: string[];
  contentHtml: string;
  /** ISO date or date-time. */
  publishedAt: string;
  isPublished: boolean;
}
/** What gets seeded; {@link loadSeedData} gives the real demo content. */
export interface SeedData {
  tours: readonly SeedTourInput[];
  partners: readonly SeedPartnerInput[];
  blogPosts: readonly SeedBlogPostInput[];
  /**
   * Writes every image file the data references into the uploads folder, keeping existing files;
   * may return the names it wrote.
   */
  renderImages(uploadsDir: string): Promise<readonly string[] | undefined>;
}

export interface SeedOptions {
  databaseUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** E-mail of the first admin account; defaults to admin@safari.local. */
  adminEmail?: string;
  /** Password of the first admin account; when absent a strong one is generated and shown once. */
  adminPassword?: string;
  log: (line: string) => void;
  /** Replaces the demo content (tests). */
  data?: SeedData;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@safari.local';
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';
const BCRYPT_COST = 12;
/** One marker per part, so that a part added in a later release is still seeded once. */
const MARKERS = { tours: 'seed.tours', partners: 'seed.partners', blogPosts: 'seed.blog-posts' } as const;
/** Serialises seeding between replicas starting together (transaction-scoped advisory lock). */
const LOCK_KEY = '7243015502';

const seedTourSchema = tourSchema.omit({ id: true, createdAt: true, updatedAt: true });
const seedPartnerSchema = z.object({ name: z.string().trim().min(1), image: z.string(), url: z.string() });
const seedBlogPostSchema = z.object({
  slug: z.string().min(1),
  title: z.string().trim().min(1),
  author: z.string().trim().min(1),
  category: z.enum(BLOG_CATEGORIES),
  coverImage: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  contentHtml: z.string(),
  publishedAt: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  isPublished: z.boolean(),
});

/**
 * The demo content: tours, partners, blog posts and the renderer of their images. Pictures are
 * stored under content-hashed names (scene-images.ts), so the rows name those files.
 */
export async function loadSeedData(): Promise<SeedData> {
  const [{ seedTours }, { seedPartners }, { seedBlogPosts }, { renderSeedImages, seedImageName }] = await Promise.all([
    import('./seed-data/tours'),
    import('./seed-data/partners'),
    import('./seed-data/blog-posts'),
    import('./scene-images'),
  ]);
  return {
    tours: seedTours.map((tour) => ({ ...tour, image: seedImageName(tour.image), images: tour.images.map(seedImageName) })),
    partners: seedPartners.map((partner) => ({ ...partner, image: seedImageName(partner.image) })),
    blogPosts: seedBlogPosts.map((post) => ({ ...post, coverImage: seedImageName(post.coverImage) })),
    renderImages: renderSeedImages,
  };
}

async function inTransaction<T>(client: pg.Client, fn: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1::bigint)', [LOCK_KEY]);
    const result = await fn();
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

function validate<T>(schema: z.ZodType<T>, items: readonly unknown[], what: string): T[] {
  return items.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) return parsed.data;
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Seed ${what} #${index + 1} is invalid: ${detail.join('; ')}`);
  });
}

async function insertTour(client: pg.Client, tour: SeedTourInput): Promise<boolean> {
  const { rows } = await client.query<{ id: string }>(
    `insert into tours (slug, name, description, location, duration_days, price, pricing, image, tags, highlights,
                        inclusions, exclusions, tour_type, rating, is_featured, is_exclusive, is_popular, is_published,
                        resident_price_kes, citizen_price_kes, seasons)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     on conflict (slug) do nothing
     returning id`,
    [
      tour.slug,
      tour.name,
      tour.description,
      tour.location,
      tour.duration,
      tour.price,
      tour.pricing === null ? null : JSON.stringify(tour.pricing),
      tour.image,
      tour.tags,
      tour.highlights,
      tour.inclusions,
      tour.exclusions,
      tour.tourType,
      tour.rating,
      tour.isFeatured,
      tour.isExclusive,
      tour.isPopular,
      tour.isPublished,
      tour.residentPriceKes ?? null,
      tour.citizenPriceKes ?? null,
      JSON.stringify(tour.seasons ?? []),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return false;
  await client.query(
    `insert into tour_images (tour_id, position, file)
     select $1, ord - 1, file from unnest($2::text[]) with ordinality as u(file, ord)`,
    [id, tour.images],
  );
  const itinerary = tour.itinerary.filter((item) => item.period !== '' || item.activity !== '');
  await client.query(
    `insert into tour_itinerary (tour_id, position, period, activity)
     select $1, ord - 1, period, activity
     from unnest($2::text[], $3::text[]) with ordinality as u(period, activity, ord)`,
    [id, itinerary.map((item) => item.period), itinerary.map((item) => item.activity)],
  );
  return true;
}

/** Shillings per US dollar (mid-market, late 2026) until the office sets its own in the console. */
const SEED_KES_RATE = 129.5;

/** A first USD->KES rate, dated the day of the seed, so shilling prices and M-Pesa work from the first start. */
async function seedRate(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { rowCount } = await client.query(
    `insert into exchange_rates (currency, rate, as_of) values ('KES', $1, (now() at time zone 'Africa/Nairobi')::date) on conflict (currency) do nothing`,
    [SEED_KES_RATE],
  );
  if (rowCount) log(`Seeded the exchange rate: KES ${SEED_KES_RATE} per USD (change it in the console: Bookings → Exchange rate)`);
}

async function insertBlogPost(client: pg.Client, post: SeedBlogPostInput): Promise<boolean> {
  const result = await client.query(
    `insert into blog_posts (slug, title, author, category, cover_image, content_html, excerpt, tags, is_published,
                             published_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $10::timestamptz)
     on conflict (slug) do nothing`,
    [
      post.slug,
      post.title,
      post.author,
      post.category,
      post.coverImage,
      post.contentHtml,
      post.excerpt,
      post.tags,
      post.isPublished,
      post.publishedAt,
    ],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Seeds one part in its own transaction unless its marker says it was seeded before. */
async function seedPart<T>(
  client: pg.Client,
  marker: string,
  items: readonly T[],
  insert: (item: T, index: number) => Promise<boolean>,
): Promise<number | null> {
  return inTransaction(client, async () => {
    const seeded = await client.query('select 1 from app_settings where key = $1', [marker]);
    if (seeded.rowCount) return null;
    let added = 0;
    for (const [index, item] of items.entries()) if (await insert(item, index)) added += 1;
    await client.query('insert into app_settings (key, value) values ($1, $2)', [
      marker,
      JSON.stringify({ seededAt: new Date().toISOString(), added }),
    ]);
    return added;
  });
}

async function seedCatalogue(client: pg.Client, data: SeedData, log: (line: string) => void): Promise<void> {
  // Checked before anything is written: bad demo data fails the start with a precise message.
  const tours = validate(seedTourSchema, data.tours, 'tour');
  const partners = validate(seedPartnerSchema, data.partners, 'partner');
  const blogPosts = validate(seedBlogPostSchema, data.blogPosts, 'blog post');

  const added = {
    tours: await seedPart(client, MARKERS.tours, tours, (tour) => insertTour(client, tour)),
    partners: await seedPart(client, MARKERS.partners, partners, async (partner, position) => {
      const result = await client.query(
        'insert into partners (name, image, url, position) values ($1, $2, $3, $4) on conflict (name) do nothing',
        [partner.name, partner.image, partner.url, position],
      );
      return (result.rowCount ?? 0) > 0;
    }),
    blogPosts: await seedPart(client, MARKERS.blogPosts, blogPosts, (post) => insertBlogPost(client, post)),
  };
  const parts = Object.entries(added)
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([part, count]) => `${count} ${part === 'blogPosts' ? 'blog posts' : part}`);
  if (parts.length) log(`seeded ${parts.join(', ')}`);
}

function announceGeneratedPassword(log: (line: string) => void, email: string, password: string, file: string): void {
  const rule = '='.repeat(72);
  log(rule);
  log('  Admin account created');
  log(`    e-mail:   ${email}`);
  log(`    password: ${password}`);
  log('  This password is shown only this once. It is also saved, readable only by you, in');
  log(`    ${file}`);
  log('  Sign in at /admin/login, change the password, then delete that file.');
  log(rule);
}

async function seedAdmin(client: pg.Client, opts: SeedOptions): Promise<void> {
  const email = (opts.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = opts.adminPassword === undefined || opts.adminPassword === '';
  const password = generated ? randomBytes(18).toString('base64url') : (opts.adminPassword ?? '');
  const passwordFile = path.join(opts.dataDir, ADMIN_PASSWORD_FILE);

  const created = await inTransaction(client, async () => {
    const admins = await client.query(`select 1 from users where role = 'admin' limit 1`);
    if (admins.rowCount) return false;
    const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
    const inserted = await client.query(
      `insert into users (email, password_hash, name, role, status, email_verified_at)
       values ($1, $2, 'Administrator', 'admin', 'active', now())
       on conflict (lower(email)) do nothing`,
      [email, passwordHash],
    );
    if (!inserted.rowCount) {
      opts.log(
        `no admin account exists, but ${email} belongs to a traveller account, which is left as it is; ` +
          'set ADMIN_EMAIL to another address and restart to create the first admin',
      );
      return false;
    }
    if (generated) {
      // Written before the commit: a password that was never saved must not guard the only admin.
      await mkdir(opts.dataDir, { recursive: true });
      await rm(passwordFile, { force: true });
      await writeFile(passwordFile, `${password}\n`, { mode: 0o600, flag: 'wx' });
    }
    return true;
  });
  if (!created) return;
  if (generated) announceGeneratedPassword(opts.log, email, password, passwordFile);
  else opts.log(`admin account ${email} created with the password from ADMIN_PASSWORD`);
}

/** Seeds the database once (see the module comment); safe to call on every start. */
export async function seed(opts: SeedOptions): Promise<void> {
  const data = opts.data ?? (await loadSeedData());
  await mkdir(opts.uploadsDir, { recursive: true });
  try {
    // Every start: restores seed images that are missing (a wiped or fresh uploads volume).
    const written = await data.renderImages(opts.uploadsDir);
    if (written?.length) opts.log(`rendered ${written.length} seed images into ${opts.uploadsDir}`);
  } catch (error) {
    // Missing images degrade to the fallback picture; they must not keep the site from starting.
    opts.log(`could not render the seed images: ${error instanceof Error ? error.message : String(error)}`);
  }

  const client = new pg.Client({ connectionString: opts.databaseUrl, application_name: 'safari-seed' });
  await client.connect();
  try {
    await seedCatalogue(client, data, opts.log);
    await seedRate(client, opts.log);
    await seedAdmin(client, opts);
  } finally {
    await client.end();
  }
}
