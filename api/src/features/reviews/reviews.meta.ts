/**
 * A tour page's JSON-LD with its approved reviews: `aggregateRating` (their average and count) and
 * `review` (the newest), added to what the tours feature writes, so search engines can show stars.
 */
import type { TourReviews } from '@safari/shared/review';
import { SITE } from '@safari/shared/site';
import type { PageMetaResolver } from '../../lib/page-meta';

/** The JSON-LD of a tour's reviews; empty when it has none (no rating without reviews). */
export function reviewsJsonLd(reviews: TourReviews): Record<string, unknown> {
  if (reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    review: reviews.items.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.text,
      datePublished: review.createdAt.slice(0, 10),
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
      ...(review.reply ? { comment: { '@type': 'Comment', text: review.reply, author: { '@type': 'Organization', name: SITE.name } } } : {}),
    })),
  };
}

/** The tour pages' meta resolver, with the reviews in its JSON-LD. */
export function withReviewsJsonLd(resolver: PageMetaResolver, pages: { tourReviews(tourId: string): Promise<TourReviews> }): PageMetaResolver {
  return async (page, origin) => {
    const meta = await resolver(page, origin);
    const tourId = meta?.path?.match(/^\/tours\/([^/]+)$/)?.[1];
    if (!meta || !tourId || !meta.jsonLd || Array.isArray(meta.jsonLd)) return meta;
    return { ...meta, jsonLd: { ...meta.jsonLd, ...reviewsJsonLd(await pages.tourReviews(tourId)) } };
  };
}
