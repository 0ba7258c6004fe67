/**
 * The data of a server-rendered public page, read from Postgres during the request through the
 * catalogue features' services (ports given by app.ts): the tours the home page shows, the first
 * page of the tours list and of a destination page, the tour of a tour page, the page of the blog
 * list that its URL shows and the post of a post page.
 * Every page also carries the currency it is rendered in and the office's USD→KES rate, so the
 * first paint already shows the visitor's currency and the browser hydrates the same prices.
 */
import type { BlogPost, BlogPostSummary } from '@safari/shared/blog';
import type { DisplayRate } from '@safari/shared/currency-choice';
import type { Departure } from '@safari/shared/departures';
import { homePageTours } from '@safari/shared/home-selection';
import type { Currency } from '@safari/shared/money-terms';
import type { PageData } from '@safari/shared/page-data';
import type { PageMatch } from '@safari/shared/page-match';
import type { PublicReview, TourReviews } from '@safari/shared/review';
import type { SiteSettings } from '@safari/shared/settings';
import type { PageDataKind } from '@safari/shared/site-pages';
import type { Tour } from '@safari/shared/tour';
import { parseTourFilters } from '@safari/shared/tour-filters';
import { destinationAt } from '@safari/shared/destinations';
import { destinationFirstPage, toursListFirstPage } from '@safari/shared/tour-pages';
import { blogListPage, readBlogListParams } from '@safari/shared/blog-pages';
import { NotFoundError } from '../../lib/errors';
import { departingPageData, type DepartingPort } from './departing-data';

/** What the pages read from the catalogue. */
export interface CataloguePort extends Partial<DepartingPort> {
  /** Published tours in the API's order. */
  listTours(): Promise<Tour[]>;
  /** A published tour by id or slug; NotFoundError otherwise. */
  getTour(idOrSlug: string): Promise<Tour>;
  /** Summaries of the published posts, newest first. */
  listPosts(): Promise<BlogPostSummary[]>;
  /** A published post by id or slug, as an anonymous visitor sees it; NotFoundError otherwise. */
  getPost(idOrSlug: string): Promise<BlogPost>;
  /** A tour's next departures with their seats left (at most 12), for its page. */
  upcomingDepartures?(tour: Tour): Promise<Departure[]>;
  /** A tour's newest approved reviews with their average and count, for its page. */
  tourReviews?(tourId: string): Promise<TourReviews>;
  /** The newest approved reviews, for home. */
  latestReviews?(): Promise<PublicReview[]>;
}

/** The office's rate (lib/rates.repo.ts). */
export interface RatesPort {
  kes(): Promise<DisplayRate | null>;
}

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

/** What a page's data is read for: the URL's id or slug (decoded), its query and the route table's path. */
interface PageRequest {
  key: string;
  search: URLSearchParams;
  path: string;
}

/** How each kind of page reads its data (the route table, shared/src/site-pages.ts, says which a page needs). */
function catalogueData(catalogue: CataloguePort): Record<PageDataKind, (request: PageRequest) => Promise<PageData>> {
  return {
    // The home page shows a few tours: only those travel with it (the offline sync brings the rest).
    home: async () => {
      const [tours, reviews] = await Promise.all([catalogue.listTours(), catalogue.latestReviews?.()]);
      return { tours: homePageTours(tours), ...(reviews ? { latestReviews: reviews } : {}) };
    },
    // The tours list and the destination pages embed their first page of results only, whatever the
    // catalogue's size: the browser shows it until the offline store holds the catalogue.
    tours: async ({ search, path }) => {
      const destination = destinationAt(path);
      if (destination) return destinationFirstPage(await catalogue.listTours(), destination);
      // With 'Departing between' dates in the URL, the ids of the tours departing then filter the list.
      const [tours, departing] = await Promise.all([catalogue.listTours(), departingPageData(catalogue, search)]);
      const ids = departing.departing ? new Set(departing.departing.tourIds) : undefined;
      return { ...toursListFirstPage(tours, parseTourFilters(search), ids), ...departing };
    },
    tour: async ({ key }) => {
      const data = await itemOr(key, (id) => catalogue.getTour(id), (tour) => ({ tour }));
      if (!data.tour) return data;
      const tour = data.tour;
      // Read with the page: its seats and reviews change the catalogue's state, so a kept page never shows stale ones.
      const [departures, reviews] = await Promise.all([catalogue.upcomingDepartures?.(tour), catalogue.tourReviews?.(tour.id)]);
      return {
        ...data,
        ...(departures ? { departures: { tourId: tour.id, asOf: new Date().toISOString(), items: departures } } : {}),
        ...(reviews ? { reviews } : {}),
      };
    },
    // The blog list embeds the page of posts its URL shows (search, category, page), whatever the
    // number of posts, with the count and categories its pagination and chips show.
    posts: async ({ search }) => blogListPage(await catalogue.listPosts(), readBlogListParams(search)),
    post: ({ key }) => itemOr(key, (id) => catalogue.getPost(id), (post) => ({ post })),
  };
}

/** The page's catalogue data, its currency, the rate and the site settings (read side by side). */
export function createPageData(
  catalogue: CataloguePort,
  rates?: RatesPort,
  settings?: () => Promise<SiteSettings>,
): (page: PageMatch, currency: Currency, search?: URLSearchParams) => Promise<PageData> {
  const read = catalogueData(catalogue);
  return async ({ page, id, path }, currency, search = new URLSearchParams()) => {
    const data = page.data ? read[page.data]({ key: keyOf(id ?? ''), search, path }) : Promise.resolve({});
    // Without the rate the page still renders (in dollars); the browser asks for the rate itself.
    // Every page carries the settings (the header, footer and contact details show them); a kept page
    // is dropped when they change (they bump the catalogue version).
    const [found, kesRate, site] = await Promise.all([data, rates ? rates.kes().catch(() => undefined) : undefined, settings?.()]);
    const withRate = kesRate === undefined ? { ...found, currency } : { ...found, currency, kesRate };
    return site ? { ...withRate, settings: site } : withRate;
  };
}
