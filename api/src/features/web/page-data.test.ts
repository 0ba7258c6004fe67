/**
 * What the tours list, a destination page and the blog list embed: the page of results they show,
 * never the whole catalogue, so the page's data keeps its size however many tours or posts there
 * are (issue 31).
 */
import type { BlogPostSummary } from '@safari/shared/blog';
import { BLOG_PAGE_SIZE, TOURS_PAGE_SIZE } from '@safari/shared/constants';
import { BLOG_CATEGORIES } from '@safari/shared/enums';
import { matchPage } from '@safari/shared/page-match';
import type { Tour } from '@safari/shared/tour';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../lib/errors';
import { createPageData, type CataloguePort } from './page-data';

const PLACES = ['Masai Mara, Kenya', 'Amboseli', 'Tsavo East', 'Samburu', 'Lake Nakuru'];

/** A tour as the API sends it, with an itinerary and text of a realistic size. */
function tour(n: number, overrides: Partial<Tour> = {}): Tour {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    slug: `tour-${n}`,
    name: `Safari number ${n}`,
    description: 'Game drives at dawn and dusk across open plains, with nights in a tented camp by the river. '.repeat(3),
    location: PLACES[n % PLACES.length]!,
    duration: 2 + (n % 9),
    price: 300 + ((n * 37) % 1500),
    pricing: null,
    image: `tour-${n}.webp`,
    images: [`tour-${n}-a.webp`, `tour-${n}-b.webp`],
    tags: ['wildlife', n % 2 ? 'family' : 'luxury'],
    highlights: ['Big Five game drives', 'Sundowners on the plains', 'Maasai village visit'],
    inclusions: ['Park fees', 'Meals on safari', 'Airport transfers'],
    exclusions: ['Flights', 'Tips'],
    itinerary: Array.from({ length: 4 }, (_, day) => ({ period: `Day ${day + 1}`, activity: 'Morning and afternoon game drives with picnic lunch.' })),
    tourType: 'wildlife',
    rating: 3.5 + (n % 15) / 10,
    isFeatured: n % 50 === 1,
    isExclusive: n % 40 === 2,
    isPopular: n % 7 === 0,
    isPublished: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function catalogueOf(tours: Tour[], posts: BlogPostSummary[] = []): CataloguePort {
  return {
    listTours: async () => tours,
    getTour: async () => {
      throw new NotFoundError('Tour not found');
    },
    listPosts: async () => posts,
    getPost: async () => {
      throw new NotFoundError('Blog post not found.');
    },
  };
}

async function dataOf(tours: Tour[], url: string, posts: BlogPostSummary[] = []) {
  const address = new URL(url, 'http://localhost');
  return createPageData(catalogueOf(tours, posts))(matchPage(address.pathname), 'USD', address.searchParams);
}

const many = (count: number) => Array.from({ length: count }, (_, index) => tour(index + 1));

describe('the data of the tours list and the destination pages', () => {
  it('when /tours is rendered, then only its first page of tours travels with it, with the count and the location choices', async () => {
    const tours = many(20);
    const data = await dataOf(tours, '/tours');
    expect(data.tours).toHaveLength(TOURS_PAGE_SIZE);
    expect(data.tourPage).toEqual({ list: '/tours', total: 20, locations: ['Serengeti', 'Masai Mara', 'Amboseli', 'Lake Nakuru', 'Samburu', 'Tsavo East'] });
    // The list's first page: featured (1), exclusive (2), popular (14, 7), then the best rated.
    expect(data.tours!.map((item) => item.slug)).toEqual([1, 2, 14, 7, 13, 12, 11, 10, 9].map((n) => `tour-${n}`));
  });

  it('when /tours?q=mara is rendered, then the first page of the matching tours travels with it', async () => {
    const tours = many(60);
    const data = await dataOf(tours, '/tours?q=mara&sort=price_asc');
    const mara = tours.filter((item) => item.location.startsWith('Masai Mara'));
    expect(mara.length).toBeGreaterThan(TOURS_PAGE_SIZE);
    expect(data.tourPage).toMatchObject({ list: '/tours?q=mara&sort=price_asc', total: mara.length });
    const cheapest = [...mara].sort((a, b) => a.price! - b.price! || a.name.localeCompare(b.name)).slice(0, TOURS_PAGE_SIZE);
    expect(data.tours!.map((item) => item.name)).toEqual(cheapest.map((item) => item.name));
  });

  it('when a destination page is rendered, then only the tours it shows travel with it, with their count', async () => {
    const tours = many(60);
    const data = await dataOf(tours, '/destinations/amboseli');
    const amboseli = tours.filter((item) => item.location === 'Amboseli');
    expect(data.tours!.map((item) => item.id)).toEqual(amboseli.slice(0, 3).map((item) => item.id));
    expect(data.tourPage).toEqual({ list: '/destinations/amboseli', total: amboseli.length });
  });

  it('when the catalogue grows from 20 to 2 000 tours, then the data of /tours grows by less than 10 %', async () => {
    const small = JSON.stringify(await dataOf(many(20), '/tours')).length;
    const large = JSON.stringify(await dataOf(many(2000), '/tours')).length;
    expect(large / small).toBeLessThan(1.1);
  });
});

/** A published post's summary as the API lists it, newest first by number (post 1 is the newest). */
function post(n: number): BlogPostSummary {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    title: `Field notes number ${n}`,
    excerpt: 'What to pack, when to go and which parks to pair, from the guides who drive them every week. '.repeat(2),
    image: `/uploads/blog-post-${n}-800w.webp`,
    category: BLOG_CATEGORIES[n % BLOG_CATEGORIES.length]!,
    date: new Date(Date.UTC(2026, 0, 1) - n * 86_400_000).toISOString(),
    readTime: 4,
    tags: ['planning', 'wildlife'],
    author: { name: 'Amani Otieno', title: 'Head guide', avatar: '' },
    likes: n % 5,
    commentsCount: n % 3,
  };
}

const posts = (count: number) => Array.from({ length: count }, (_, index) => post(index + 1));
const slugs = (data: { posts?: BlogPostSummary[] }) => data.posts?.map((item) => item.slug);

describe('the data of the blog list', () => {
  it('when /blog is rendered with 60 posts, then only its first page of posts travels with it, with the count and the categories', async () => {
    const data = await dataOf([], '/blog', posts(60));
    expect(slugs(data)).toEqual(['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(data.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(data.postPage).toEqual({ list: '/blog', total: 60, categories: [...BLOG_CATEGORIES] });
  });

  it('when /blog?page=2 is rendered, then the second page of posts travels with it', async () => {
    const data = await dataOf([], '/blog?page=2', posts(60));
    expect(slugs(data)).toEqual(['post-7', 'post-8', 'post-9', 'post-10', 'post-11', 'post-12']);
    expect(data.postPage).toEqual({ list: '/blog?page=2', total: 60, categories: [...BLOG_CATEGORIES] });
  });

  it('when a category and a search are in the URL, then the first page of the matching posts travels with it, and every category for the chips', async () => {
    const category = BLOG_CATEGORIES[1];
    const data = await dataOf([], `/blog?category=${encodeURIComponent(category)}`, posts(60));
    // Post n is in category n % 4: 1, 5, 9, … (15 of 60).
    expect(slugs(data)).toEqual(['post-1', 'post-5', 'post-9', 'post-13', 'post-17', 'post-21']);
    expect(data.postPage).toEqual({ list: `/blog?category=${encodeURIComponent(category).replace(/%20/g, '+')}`, total: 15, categories: [...BLOG_CATEGORIES] });

    const searched = await dataOf([], `/blog?q=%20NUMBER%205&category=${encodeURIComponent(category)}&page=1`, posts(60));
    expect(slugs(searched)).toEqual(['post-5', 'post-53', 'post-57']);
    expect(searched.postPage).toMatchObject({ total: 3 });
  });

  it('when the blog grows from 12 to 600 posts, then the data of /blog grows by less than 10 %', async () => {
    const small = JSON.stringify(await dataOf([], '/blog', posts(12))).length;
    const large = JSON.stringify(await dataOf([], '/blog', posts(600))).length;
    expect(large / small).toBeLessThan(1.1);
  });
});
