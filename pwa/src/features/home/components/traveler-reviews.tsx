import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { REVIEWS_AUTOPLAY_MS } from '@safari/shared/constants';
import { formatMonth } from '@safari/shared/format';
import { brand } from '../../../lib/theme';
import { Carousel } from '../../../components/carousel/carousel';
import { DEFAULT_REVIEW_HANDLE, reviewsSummary, travellerReviews, type Review } from '../../../content/home';
import type { PublicReview } from '@safari/shared/review';
import { useQuery } from '@tanstack/react-query';
import { usePageData } from '../../../offline/seed';
import { THREE_UP_BREAKPOINTS } from '../lib/carousel-breakpoints';
import { SectionHeading } from './section-heading';
import { useSite } from '../../../lib/site';

/** Avatar colours, picked by the author's name so each reviewer keeps theirs. */
const AVATAR_COLOURS = [brand.green, brand.terracotta, '#2F6F8F', brand.goldDark, '#6B4E8C'];

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function colourFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? brand.green;
}

function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Box role="img" aria-label={`Rated ${rating} out of 5`} sx={{ display: 'inline-flex', color: brand.gold }}>
      {Array.from({ length: 5 }, (_, index) =>
        index < Math.round(rating) ? <StarIcon key={index} sx={{ fontSize: size }} /> : <StarBorderIcon key={index} sx={{ fontSize: size }} />,
      )}
    </Box>
  );
}


function ReviewCard({ review }: { review: Review }) {
  const handle = review.handle.trim() || DEFAULT_REVIEW_HANDLE;
  return (
    <Card component="figure" sx={{ m: 0, p: { xs: 2.5, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5, position: 'relative' }}>
      <FormatQuoteIcon aria-hidden="true" sx={{ position: 'absolute', top: 14, right: 16, fontSize: 44, color: brand.sandDeep }} />
      <Stars rating={review.rating} />
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography sx={{ lineHeight: 1.65, color: 'text.primary' }}>“{review.text}”</Typography>
      </Box>
      {review.tags.length > 0 && (
        <Box component="ul" aria-label="Trip" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
          {review.tags.map((tag) => (
            <Box component="li" key={tag} sx={{ fontSize: 12, fontWeight: 600, color: brand.green, bgcolor: '#E8F0EA', px: 1.25, py: 0.4, borderRadius: 999 }}>
              {tag}
            </Box>
          ))}
        </Box>
      )}
      <Box component="figcaption" sx={{ mt: 'auto', pt: 1.75, borderTop: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {review.avatar ? (
          <Box component="img" src={review.avatar} alt="" width={44} height={44} loading="lazy" sx={{ width: 44, height: 44, borderRadius: '50%', objectFit: 'cover' }} />
        ) : (
          <Box
            aria-hidden="true"
            sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: colourFor(review.author), color: '#FFFFFF', fontWeight: 700, fontSize: 15 }}
          >
            {initials(review.author)}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{review.author}</Typography>
          <Typography sx={{ fontSize: 13.5, color: 'text.secondary', lineHeight: 1.35, overflowWrap: 'anywhere' }}>
            {handle} · <time dateTime={review.date}>{formatMonth(review.date, review.date)}</time>
          </Typography>
        </Box>
      </Box>
    </Card>
  );
}

function Summary() {
  const site = useSite();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: { xs: 2, sm: 3 },
        p: { xs: 2, sm: 2.5 },
        borderRadius: 4,
        bgcolor: '#FFFFFF',
        border: '1px solid rgba(30,36,32,0.08)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography component="p" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 44, lineHeight: 1 }}>
          {reviewsSummary.score.toFixed(1)}
        </Typography>
        <Box>
          <Stars rating={reviewsSummary.score} size={20} />
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{reviewsSummary.label}</Typography>
        </Box>
      </Box>
      <Button
        href={site.reviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        endIcon={<OpenInNewIcon aria-hidden="true" />}
        aria-label="Write a Review (opens in a new tab)"
      >
        Write a Review
      </Button>
    </Box>
  );
}

/** An approved review of a trip as the carousel shows it: its tour as its tag. */
const toCard = (review: PublicReview): Review => ({
  id: review.id,
  author: review.author,
  handle: DEFAULT_REVIEW_HANDLE,
  avatar: '',
  rating: review.stars as Review['rating'],
  date: review.travelDate,
  text: review.text,
  tags: [review.tourName],
});

async function latestReviews(signal: AbortSignal): Promise<PublicReview[]> {
  const { getJson } = await import('../../../lib/api-client');
  return (await getJson('reviews/latest', async () => (await import('@safari/shared/review')).latestReviewsSchema, { signal })).items;
}

/** The newest approved reviews (the server's page data, or the API's); the specification's samples while there are none. */
function useReviews(): Review[] {
  const seeded = usePageData().latestReviews;
  const { data = seeded } = useQuery({ queryKey: ['reviews', 'latest'], queryFn: ({ signal }) => latestReviews(signal), enabled: !seeded, initialData: seeded, retry: false });
  return data?.length ? data.map(toCard) : travellerReviews;
}

/** 'traveler-reviews': what travellers say, in a carousel, with the review-site summary. */
export default function TravelerReviews() {
  const reviews = useReviews();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="traveler-reviews-title"
        overline="Traveller reviews"
        title="What Our Travellers Say"
        subtitle="Real words from guests who explored East Africa with us."
        action={<Summary />}
      />
      <Carousel
        items={reviews}
        getKey={(review) => review.id}
        renderItem={(review) => <ReviewCard review={review} />}
        label="Traveller reviews"
        noun="reviews"
        breakpoints={THREE_UP_BREAKPOINTS}
        autoplayMs={REVIEWS_AUTOPLAY_MS}
        gap={24}
      />
    </Container>
  );
}
