/**
 * The data of a server-rendered public page, read from Postgres during the request through the
 * catalogue features' services (ports given by app.ts): the tours the home page shows, the tours of
 * the tours and destination pages, the tour of a tour page, the posts of the blog and the post of a post page.
 * Every page also carries the currency it is rendered in and the office's USD→KES rate, so the
 * first paint already shows the visitor's currency and the browser hydrates the same prices.
 */
import type { BlogPost, BlogPostSummary } from '@safari/shared/blog';
import type { DisplayRate } from '@safari/shared/currency-choice';
import { homePageTours } from '@safari/shared/home-selection';
import type { Currency } from '@safari/shared/money-terms';
import type { PageData } from '@safari/shared/page-data';
import type { Tour } from '@safari/shared/tour';
import { NotFoundError } from '../../lib/errors';

/** What the pages read from the catalogue. */
export interface CataloguePort {
  /** Published tours in the API's order. */
  listTours(): Promise<Tour[]>;
  /** A published tour by id or slug; NotFoundError otherwise. */
  getTour(idOrSlug: string): Promise<Tour>;
  /** Summaries of the published posts, newest first. */
  listPosts(): Promise<BlogPostSummary[]>;
  /** A published post by id or slug, as an anonymous visitor sees it; NotFoundError otherwise. */
  getPost(idOrSlug: string): Promise<BlogPost>;
}

/** The office's rate (lib/rates.repo.ts). */
export interface RatesPort {
  kes(): Promise<DisplayRate | null>;
}

const HOME_PAGE = /^\/?$/;
const TOURS_PAGE = /^\/(tours|destinations\/[^/]+)\/?$/;
const TOUR_PAGE = /^\/tours\/([^/]+)\/?$/;
const BLOG_PAGE = /^\/blog\/?$/;
const POST_PAGE = /^\/blog\/([^/]+)\/?$/;

/** The URL's id or slug as the router hands it to the screen (decoded). */
function keyOf(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function itemOr<T>(key: string, find: (key: string) => Promise<T>, wrap: (item: T) => PageData): Promise<PageData> {
  try {
    return wrap(await find(key));
  } catch (error) {
    if (error instanceof NotFoundError) return { missing: key };
    throw error;
  }
}

function catalogueData(catalogue: CataloguePort): (pathname: string) => Promise<PageData> {
  return async (pathname) => {
    // The home page shows a few tours: only those travel with it (the offline sync brings the rest).
    if (HOME_PAGE.test(pathname)) return { tours: homePageTours(await catalogue.listTours()) };
    if (TOURS_PAGE.test(pathname)) return { tours: await catalogue.listTours() };
    const tour = TOUR_PAGE.exec(pathname)?.[1];
    if (tour !== undefined) return itemOr(keyOf(tour), (key) => catalogue.getTour(key), (item) => ({ tour: item }));
    if (BLOG_PAGE.test(pathname)) return { posts: await catalogue.listPosts() };
    const post = POST_PAGE.exec(pathname)?.[1];
    if (post !== undefined) return itemOr(keyOf(post), (key) => catalogue.getPost(key), (item) => ({ post: item }));
    return {};
  };
}

/** The page's catalogue data, its currency and the rate (read side by side). */
export function createPageData(catalogue: CataloguePort, rates?: RatesPort): (pathname: string, currency: Currency) => Promise<PageData> {
  const read = catalogueData(catalogue);
  return async (pathname, currency) => {
    // Without the rate the page still renders (in dollars); the browser asks for the rate itself.
    const [data, kesRate] = await Promise.all([read(pathname), rates ? rates.kes().catch(() => undefined) : undefined]);
    return kesRate === undefined ? { ...data, currency } : { ...data, currency, kesRate };
  };
}
