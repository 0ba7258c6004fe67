/**
 * The bench's larger catalogue: the demo seed's tours and posts repeated, with deterministic
 * variations, up to {@link BENCH_TOURS} tours and {@link BENCH_POSTS} posts. Copies reuse the demo
 * pictures (nothing new to render). Only the bench seeds this; the production seed path never does.
 */
import type { SeedBlogPostInput, SeedData, SeedTourInput } from '@safari/db/seed';

export const BENCH_TOURS = 200;
export const BENCH_POSTS = 60;

/** Copies of `items` (after the originals) until there are `total`, each made by `copy(item, n)` with n = 1, 2, … */
function extend<T>(items: readonly T[], total: number, copy: (item: T, n: number) => T): T[] {
  if (items.length === 0) throw new Error('The demo seed has nothing to repeat');
  const out = [...items];
  for (let n = 1; out.length < total; n += 1) {
    const item = items[(n - 1) % items.length] as T;
    out.push(copy(item, Math.floor((n - 1) / items.length) + 1));
  }
  return out.slice(0, total);
}

function tourCopy(tour: SeedTourInput, round: number): SeedTourInput {
  return {
    ...tour,
    slug: `${tour.slug}-b${round}`,
    name: `${tour.name} ${romanOf(round + 1)}`,
    price: tour.price === null ? null : tour.price + round * 35,
    duration: tour.duration === null ? null : Math.max(1, tour.duration + (round % 3) - 1),
    rating: Math.max(3, Math.round((tour.rating - (round % 4) * 0.1) * 10) / 10),
    // Only the demo tours are featured: the home page shows the same few as in production.
    isFeatured: false,
    isPopular: tour.isPopular && round % 2 === 0,
  };
}

function postCopy(post: SeedBlogPostInput, round: number): SeedBlogPostInput {
  const published = new Date(post.publishedAt);
  // Older than the demo posts, so the newest (first page of /blog) are the demo posts as in production.
  published.setUTCDate(published.getUTCDate() - 400 * round);
  return {
    ...post,
    slug: `${post.slug}-b${round}`,
    title: `${post.title} (${romanOf(round + 1)})`,
    publishedAt: published.toISOString(),
  };
}

function romanOf(n: number): string {
  const numerals: [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let rest = n;
  let out = '';
  for (const [value, numeral] of numerals) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/** The demo seed data grown (or cut) to the bench's size: 200 tours and 60 posts unless told otherwise. */
export function benchSeedData(base: SeedData, size: { tours?: number; posts?: number } = {}): SeedData {
  return {
    ...base,
    tours: extend(base.tours, size.tours ?? BENCH_TOURS, tourCopy),
    blogPosts: extend(base.blogPosts, size.posts ?? BENCH_POSTS, postCopy),
  };
}
