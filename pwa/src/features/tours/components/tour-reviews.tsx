import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@safari/shared/format';
import type { TourReviews as Reviews } from '@safari/shared/review';
import type { Tour } from '@safari/shared/tour';
import { useQuery } from '@tanstack/react-query';
import { RatingStars } from '../../../components/tours/rating-stars';
import { usePageData } from '../../../offline/seed';
import { useSite } from '../../../lib/site';

/** The id of the section: the tour page's approach gate watches it. */
export const TOUR_REVIEWS_ID = 'tour-reviews';

const reviewsOf = async (tourId: string, signal: AbortSignal): Promise<Reviews> => {
  const { getJson } = await import('../../../lib/api-client');
  return getJson(`tours/${encodeURIComponent(tourId)}/reviews`, async () => (await import('@safari/shared/review')).tourReviewsSchema, { signal });
};

/** An upload's 400 px variant (uploads are stored with 800w and 400w siblings). */
const thumbnail = (url: string) => url.replace(/\.webp$/, '-400w.webp');

/**
 * The tour's approved reviews: their average and count, and the newest with the operator's replies.
 * Server-rendered from the page's data; its code loads as the visitor nears it (tour-details.tsx).
 * A tour opened within the app asks the API.
 */
export default function TourReviews({ tour }: { tour: Tour }) {
  const site = useSite();
  const seeded = usePageData().reviews;
  const fromPage = seeded?.tourId === tour.id ? seeded : undefined;
  const { data = fromPage } = useQuery({ queryKey: ['tour-reviews', tour.id], queryFn: ({ signal }) => reviewsOf(tour.id, signal), enabled: !fromPage, initialData: fromPage });
  if (!data || data.count === 0 || data.average === null) return null;
  return (
    <Box component="section" id={TOUR_REVIEWS_ID} aria-labelledby={`${TOUR_REVIEWS_ID}-title`} sx={{ py: { xs: 4, md: 5 }, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={`${TOUR_REVIEWS_ID}-title`} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
        Traveller reviews
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Typography component="p" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 40, lineHeight: 1 }}>
          {data.average.toFixed(1)}
        </Typography>
        <Box>
          <RatingStars rating={data.average} showValue={false} />
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {data.count === 1 ? 'Based on 1 review' : `Based on ${data.count} reviews`}
          </Typography>
        </Box>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {data.items.map((review) => (
          <Box component="li" key={review.id} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider' }}>
            <Box component="article">
              <RatingStars rating={review.stars} size="tiny" showValue={false} />
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mt: 0.75 }}>
                {review.title}
              </Typography>
              <Typography sx={{ mt: 0.75, lineHeight: 1.65, whiteSpace: 'pre-line' }}>{review.text}</Typography>
              {review.photos.length > 0 && (
                <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {review.photos.map((photo, index) => (
                    <a key={photo} href={photo} target="_blank" rel="noopener">
                      <Box
                        component="img"
                        src={thumbnail(photo)}
                        alt={`Photo ${index + 1} by ${review.author}`}
                        width={96}
                        height={96}
                        loading="lazy"
                        decoding="async"
                        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, display: 'block' }}
                      />
                    </a>
                  ))}
                </Box>
              )}
              <Typography sx={{ mt: 1.25, fontSize: 14, color: 'text.secondary' }}>
                {review.author} · travelled <time dateTime={review.travelDate}>{formatMonth(review.travelDate, review.travelDate)}</time>
              </Typography>
              {review.reply && (
                <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
                  <Typography sx={{ fontSize: 14, fontWeight: 700 }}>Reply from {site.name}</Typography>
                  <Typography sx={{ fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-line' }}>{review.reply}</Typography>
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
