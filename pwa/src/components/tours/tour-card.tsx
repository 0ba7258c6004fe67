import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TOUR_CARD_MAX_TAGS, TOUR_DESCRIPTION_LINES } from '@safari/shared/constants';
import { formatDisplay } from '@safari/shared/display-currency';
import { durationLabel } from '@safari/shared/format';
import { lowestAdultPriceUsd } from '@safari/shared/money-terms';
import type { Tour } from '@safari/shared/tour';
import { useNavigate } from 'react-router';
import { useDisplayCurrency } from '../../lib/currency';
import { brand, cardSurface } from '../../lib/theme';
import { WishlistHeart } from './wishlist-heart';
import { RatingStars } from './rating-stars';
import { TourBadges } from './tour-badges';
import { TourImage } from './tour-image';

/** Card sizes: full width on phones, half on tablets, a quarter of the 1200 px container on desktop. */
export const TOUR_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 600px) 50vw, 100vw';

/**
 * 'From $1,250' or 'From KSh 161,875' (the word above the amount): the lowest adult price of the
 * year, seasons included, in the visitor's currency; 'Price on request' for a tour without a price.
 */
function Price({ tour }: { tour: Tour }) {
  const { currency, rate } = useDisplayCurrency();
  const price = lowestAdultPriceUsd({ ...tour, unitPrice: tour.price });
  if (price === null) return <Typography sx={{ fontWeight: 600, color: 'text.secondary' }}>Price on request</Typography>;
  return (
    <Typography component="p" sx={{ lineHeight: 1.1 }}>
      <Box component="span" sx={{ display: 'block', fontSize: 12, fontWeight: 600, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}>
        From{' '}
      </Box>
      <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary' }}>
        {formatDisplay(price, currency, rate)}
      </Box>
    </Typography>
  );
}

interface TourCardProps {
  tour: Tour;
  /** Heading level of the tour name inside the surrounding section. */
  headingLevel?: 'h2' | 'h3';
  /** The image's `sizes`, for grids laid out differently from the home page's. */
  imageSizes?: string;
  /**
   * In the first row of a list page the image loads at once ('eager'), the first card's with high
   * priority too ('high', the page's largest paint on a phone); elsewhere lazily.
   */
  priority?: 'high' | 'eager';
}

/** A tour in a list: image, badges, facts, a clamped description and a link to its details. */
export function TourCard({ tour, headingLevel = 'h3', imageSizes = TOUR_CARD_SIZES, priority }: TourCardProps) {
  const navigate = useNavigate();
  const tags = tour.tags.slice(0, TOUR_CARD_MAX_TAGS);
  const detailsPath = `/tours/${tour.slug}`;
  return (
    <Box
      component="article"
      // A tap anywhere on the card opens the tour; keyboard and screen-reader users get the one link below.
      onClick={(event) => {
        if (!(event.target instanceof Element) || event.target.closest('a, button')) return;
        if (window.getSelection()?.toString()) return;
        void navigate(detailsPath);
      }}
      sx={{
        ...cardSurface,
        cursor: 'pointer',
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '@media (hover: hover)': {
          '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 2px 4px rgba(30,36,32,0.06), 0 16px 40px rgba(30,36,32,0.14)' },
          '&:hover img': { transform: 'scale(1.04)' },
        },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '3 / 2', overflow: 'hidden', bgcolor: brand.sandDeep }}>
        <TourImage
          image={tour.image}
          alt={tour.name}
          sizes={imageSizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          width={800}
          height={533}
          style={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform 400ms ease' }}
        />
        <Box sx={{ position: 'absolute', top: 12, left: 12, right: 64 }}>
          <TourBadges tour={tour} />
        </Box>
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <WishlistHeart tourId={tour.id} tourName={tour.name} />
        </Box>
      </Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', fontSize: 14 }}>
          {tour.location && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <LocationOnOutlinedIcon sx={{ fontSize: 18, color: 'primary.light' }} aria-hidden="true" />
              {tour.location}
            </Box>
          )}
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeOutlinedIcon sx={{ fontSize: 18, color: 'primary.light' }} aria-hidden="true" />
            {durationLabel(tour.duration)}
          </Box>
        </Box>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
          {tour.name}
        </Typography>
        <RatingStars rating={tour.rating} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: TOUR_DESCRIPTION_LINES,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            lineHeight: 1.6,
          }}
        >
          {tour.description}
        </Typography>
        {tags.length > 0 && (
          <Box component="ul" aria-label="Tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
            {tags.map((tag) => (
              <Box
                component="li"
                key={tag}
                sx={{ fontSize: 12, fontWeight: 600, color: brand.green, bgcolor: '#E8F0EA', px: 1.25, py: 0.4, borderRadius: 999 }}
              >
                {tag}
              </Box>
            ))}
          </Box>
        )}
        <Box
          sx={{
            mt: 'auto',
            pt: 1.75,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Price tour={tour} />
          <Button
            href={detailsPath}
            variant="contained"
            size="small"
            endIcon={<ArrowForwardIcon aria-hidden="true" />}
            aria-label={`View Details: ${tour.name}`}
            sx={{ flexShrink: 0 }}
          >
            View Details
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
