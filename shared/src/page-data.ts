/**
 * What the server sends with a server-rendered public page: the catalogue data the page shows,
 * read from Postgres during the request. The page renders from it on the server, hydrates from
 * the same data in the browser, and the offline store is seeded with it.
 */
import type { BlogPost, BlogPostSummary } from './blog';
import type { BlogPage } from './blog-pages';
import type { DisplayRate } from './currency-choice';
import type { Departure } from './departures';
import type { SiteSettings } from './settings';
import type { Currency } from './money-terms';
import type { PublicReview, TourReviews } from './review';
import type { Tour } from './tour';
import type { TourPage } from './tour-pages';

export interface PageData {
  /**
   * The tours the page shows, in the API's order: home's sections' tours; the tours list's first
   * page of results for its filters and a destination page's first tours (`tourPage` says which list
   * and how long it is). Never the whole catalogue: the offline store fills in the background.
   */
  tours?: Tour[];
  /** With a list's first page in `tours`: which list, how many tours it holds in all (and the tours list's location choices). */
  tourPage?: TourPage;
  /** The tours list's 'Departing between' dates in the URL and the ids of the tours departing then. */
  departing?: { departFrom: string | null; departTo: string | null; tourIds: string[] };
  /** The tour of a tour page. */
  tour?: Tour;
  /**
   * The blog list's posts for the URL's filters and page (at most a page of them), newest first
   * (`postPage` says which list and page, how many posts it holds and the categories). Never every
   * post: the offline store fills in the background.
   */
  posts?: BlogPostSummary[];
  /** With the blog list's posts: which list and page, how many posts match in all, and the categories. */
  postPage?: BlogPage;
  /** The post of a post page, as an anonymous visitor sees it. */
  post?: BlogPost;
  /** The tour page's next departures (at most 12), read with the tour; `asOf` is when (ISO 8601). */
  departures?: { tourId: string; asOf: string; items: Departure[] };
  /** The tour page's approved reviews (the newest), their average and count. */
  reviews?: TourReviews;
  /** Home: the newest approved reviews (empty: the specification's sample reviews show; absent: the page asks the API). */
  latestReviews?: PublicReview[];
  /** The id or slug of a tour or post page whose item does not exist: the page says so (and answers 404). */
  missing?: string;
  /** The currency the page was rendered in (the visitor's cookie, else their Accept-Language). */
  currency?: Currency;
  /** The office's USD→KES rate when the page was rendered; null while staff have set none. */
  kesRate?: DisplayRate | null;
  /** The site settings (contact details, office hours, trust figures) as they were when the page was rendered. */
  settings?: SiteSettings;
}

/** Id of the `<script type="application/json">` element that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
