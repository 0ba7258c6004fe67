import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { durationLabel, ratingDisplay } from '@safari/shared/format';
import type { Tour } from '@safari/shared/tour';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { brand } from '../../../lib/theme';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useTour } from '../../../lib/tours/get-tour';
import { WishlistHeart } from '../../../components/tours/wishlist-heart';
import { TourNotFound } from '../../../components/ui/tour-not-found';
import { BookingCard } from '../components/booking-card';
import { StickyBookBar } from '../components/sticky-book-bar';
import { ItineraryTimeline } from '../components/itinerary-timeline';
import { RatingStars } from '../../../components/tours/rating-stars';
import { TourBadges } from '../../../components/tours/tour-badges';
import { TourDetailsSkeleton } from '../components/tour-details-skeleton';
import { TourGallery } from '../components/tour-gallery';
import { TourPrices } from '../components/tour-prices';
import { TourImage } from '../../../components/tours/tour-image';
import { ShareActions } from '../../../components/share/share-actions';
import { tourGallery, tourImagePreload } from '../../../lib/tours/tour-images';
import type { LcpImages } from '../../../lib/page-head';
import { usePageData } from '../../../offline/seed';
import { approachGate } from '../../../components/ui/approach-gate';
import { belowFold } from '../../../components/ui/below-fold';
import { GALLERY_HEIGHT, includesHeight, itineraryHeight, PRICES_HEIGHT } from '../lib/section-heights';

// Its own chunk: a tour sold on request (most of them) never downloads it. The server renders it in
// place (it waits for every chunk), and the browser keeps that HTML until the chunk has arrived.
const DepartureList = lazy(() => import('../components/departure-list').then((module) => ({ default: module.DepartureList })));

/** The tour's next departures, unless the server's page says it has none (a waitlist offer's link still opens). */
function Departures({ tour }: { tour: Tour }) {
  const seeded = usePageData().departures;
  const [query] = useSearchParams();
  if (seeded?.tourId === tour.id && seeded.items.length === 0 && !query.has('offer')) return null;
  return (
    <Suspense fallback={null}>
      <DepartureList tour={tour} />
    </Suspense>
  );
}

// Server-rendered from the page's data; its code waits until the visitor nears it (approach-gate.ts).
const reviewsGate = approachGate('#tour-reviews');
const TourReviews = lazy(() => reviewsGate.wanted().then(() => import('../components/tour-reviews')));

/** The tour's approved reviews, unless the server's page says it has none. */
function Reviews({ tour }: { tour: Tour }) {
  const seeded = usePageData().reviews;
  if (seeded?.tourId === tour.id && !seeded.count) return null;
  return (
    <Suspense fallback={null}>
      <TourReviews tour={tour} />
    </Suspense>
  );
}

/** The hero photo (shown full width, up to its 1600 px original) is the page's largest paint. */
const HERO_ORIGINAL_WIDTH = 1600;
const HERO_SIZES = '100vw';

export const lcpImages: LcpImages = (data) => (data.tour ? [tourImagePreload(data.tour.image, HERO_SIZES, HERO_ORIGINAL_WIDTH)] : []);

const TOUR_TYPE_LABELS: Record<Tour['tourType'], string> = {
  adventure: 'Adventure',
  wildlife: 'Wildlife',
  cultural: 'Cultural',
  luxury: 'Luxury',
};

/**
 * A section of the tour's text. `below`: it is below the first screen, and this is its height at
 * phone and desktop widths; the browser skips it until it comes near (belowFold).
 */
function Section({ title, below, children }: { title: string; below?: { xs: number; md: number }; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ py: { xs: 4, md: 5 }, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 }, ...(below ? belowFold(below) : {}) }}
    >
      <Typography variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  // A <div> inside a <dl> may hold only <dt> and <dd>: the icon lives inside the <dt>, placed by CSS.
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 74, p: 2, pl: '74px', borderRadius: 3, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography component="dt" sx={{ fontSize: 12.5, color: 'text.secondary', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
        <Box component="span" aria-hidden="true" sx={{ position: 'absolute', left: 16, top: '50%', transform: 'translateY(-50%)', width: 42, height: 42, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#E8F0EA', color: brand.green }}>
          {icon}
        </Box>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 16 }}>
        {value}
      </Box>
    </Box>
  );
}

function CheckList({ items, kind }: { items: string[]; kind: 'included' | 'excluded' }) {
  if (items.length === 0) return <Typography sx={{ color: 'text.secondary' }}>Ask us for details.</Typography>;
  const Icon = kind === 'included' ? CheckIcon : CloseIcon;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.5 }}>
          <Box
            aria-hidden="true"
            sx={{
              mt: '1px',
              width: 22,
              height: 22,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              bgcolor: kind === 'included' ? '#E3F1E7' : '#F8E4DE',
              color: kind === 'included' ? '#1E6B3B' : '#9A3412',
            }}
          >
            <Icon sx={{ fontSize: 15 }} />
          </Box>
          {item}
        </Box>
      ))}
    </Box>
  );
}

function TourHero({ tour }: { tour: Tour }) {
  const rating = ratingDisplay(tour.rating);
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        color: '#FFFFFF',
        bgcolor: '#2A1622',
        minHeight: { xs: 420, md: 540 },
        display: 'flex',
        alignItems: 'flex-end',
        '--focus-ring': brand.focusOnDark,
      }}
    >
      <Box sx={{ position: 'absolute', inset: 0, zIndex: -2, overflow: 'hidden' }}>
        <TourImage
          image={tour.image}
          alt={tour.name}
          originalWidth={HERO_ORIGINAL_WIDTH}
          sizes={HERO_SIZES}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: 'linear-gradient(180deg, rgba(14,9,12,0.55) 0%, rgba(14,9,12,0.05) 30%, rgba(14,9,12,0.35) 55%, rgba(14,9,12,0.88) 100%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', pt: 3, pb: { xs: 4, md: 6 }, display: 'flex', flexDirection: 'column', minHeight: 'inherit' }}>
        <Breadcrumbs
          aria-label="Breadcrumb"
          separator={<NavigateNextIcon fontSize="small" aria-hidden="true" />}
          sx={{
            color: 'rgba(255,255,255,0.85)',
            fontSize: 14,
            '& a': { color: '#FFFFFF', fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
            '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
            '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          }}
        >
          <RouterLink to="/">Home</RouterLink>
          <RouterLink to="/tours">Safaris</RouterLink>
          <Typography component="span" aria-current="page" sx={{ fontSize: 14, color: 'inherit' }}>
            {tour.name}
          </Typography>
        </Breadcrumbs>
        <Box sx={{ mt: 'auto', pt: 8, maxWidth: 820 }}>
          <TourBadges tour={tour} />
          <Typography variant="h1" sx={{ mt: 2, fontSize: 'clamp(2.1rem, 1.5rem + 3vw, 3.75rem)', textShadow: '0 2px 24px rgba(0,0,0,0.35)' }}>
            {tour.name}
          </Typography>
          <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, alignItems: 'center', fontSize: 16, color: 'rgba(255,255,255,0.92)' }}>
            {tour.location && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <LocationOnOutlinedIcon sx={{ fontSize: 20, color: brand.goldLight }} aria-hidden="true" />
                {tour.location}
              </Box>
            )}
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <AccessTimeOutlinedIcon sx={{ fontSize: 20, color: brand.goldLight }} aria-hidden="true" />
              {durationLabel(tour.duration)}
            </Box>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <StarIcon sx={{ fontSize: 20, color: brand.goldLight }} aria-hidden="true" />
              {rating.text} / 5
            </Box>
            <WishlistHeart tourId={tour.id} tourName={tour.name} variant="pill" />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

function TourContent({ tour }: { tour: Tour }) {
  useDocumentTitle(tour.name);
  const gallery = tourGallery(tour.image, tour.images);
  const sideCard = useRef<HTMLElement>(null);
  return (
    <Box component="article">
      <TourHero tour={tour} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
          <Box sx={{ order: { xs: 2, md: 1 } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, mb: { xs: 3, md: 4 } }}>
              <ShareActions title={tour.name} text={tour.description.split('\n')[0] ?? tour.name} path={`/tours/${encodeURIComponent(tour.slug)}`} />
            </Box>
            <Departures tour={tour} />
            <Section title="Overview">
              <Box component="dl" sx={{ m: 0, mb: 3, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
                <Fact icon={<AccessTimeOutlinedIcon />} label="Duration" value={durationLabel(tour.duration)} />
                <Fact icon={<CategoryOutlinedIcon />} label="Tour type" value={TOUR_TYPE_LABELS[tour.tourType]} />
                <Fact icon={<LocationOnOutlinedIcon />} label="Location" value={tour.location || 'Kenya'} />
                <Fact
                  icon={<StarIcon />}
                  label="Rating"
                  value={
                    <>
                      {`${ratingDisplay(tour.rating).text} / 5`}
                      <Box sx={{ display: 'block', lineHeight: 1 }}>
                        <RatingStars rating={tour.rating} size="tiny" showValue={false} />
                      </Box>
                    </>
                  }
                />
              </Box>
              <Typography sx={{ fontSize: 17, lineHeight: 1.75, whiteSpace: 'pre-line' }}>{tour.description}</Typography>
            </Section>
            {tour.highlights.length > 0 && (
              <Section title="Highlights">
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {tour.highlights.map((highlight) => (
                    <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', p: 1.75, borderRadius: 3, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider', lineHeight: 1.5 }}>
                      <StarIcon aria-hidden="true" sx={{ color: brand.gold, fontSize: 20, mt: '1px' }} />
                      {highlight}
                    </Box>
                  ))}
                </Box>
              </Section>
            )}
            {tour.itinerary.length > 0 && (
              <Section title="Itinerary" below={itineraryHeight(tour.itinerary.length)}>
                <ItineraryTimeline items={tour.itinerary} />
              </Section>
            )}
            <Box
              component="section"
              aria-label="What the price includes"
              sx={{ py: { xs: 4, md: 5 }, borderTop: 1, borderColor: 'divider', ...belowFold(includesHeight(tour.inclusions.length, tour.exclusions.length)) }}
            >
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <Box sx={{ p: 3, borderRadius: 4, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
                    Included
                  </Typography>
                  <CheckList items={tour.inclusions} kind="included" />
                </Box>
                <Box sx={{ p: 3, borderRadius: 4, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider' }}>
                  <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
                    Not Included
                  </Typography>
                  <CheckList items={tour.exclusions} kind="excluded" />
                </Box>
              </Box>
            </Box>
            <Section title="Prices and payment" below={PRICES_HEIGHT}>
              <TourPrices tour={tour} />
            </Section>
            {gallery.length > 0 && (
              <Section title="Photo gallery" below={GALLERY_HEIGHT}>
                <TourGallery tourName={tour.name} images={gallery} />
              </Section>
            )}
            <Reviews tour={tour} />
          </Box>
          <Box component="aside" ref={sideCard} aria-label="Book this safari" sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 96 } }}>
            <BookingCard tour={tour} />
          </Box>
        </Box>
      </Container>
      <StickyBookBar tour={tour} sideCard={sideCard} />
    </Box>
  );
}

/** /tours/:id — one tour by id or slug. */
export default function TourDetails() {
  const { id = '' } = useParams();
  const { data: tour, isPending, isError } = useTour(id);
  if (isPending) return <TourDetailsSkeleton />;
  if (isError) return <TourNotFound text="Please check your selection or browse other safaris." />;
  return <TourContent tour={tour} />;
}
