import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { EXCLUSIVE_AUTOPLAY_MS, EXCLUSIVE_SLIDE_MS } from '@safari/shared/constants';
import { Carousel } from '../../../components/carousel/carousel';
import { useTours } from '../../../lib/tours/get-tours';
import { TourCard } from '../../../components/tours/tour-card';
import { TourCardSkeleton } from '../../../components/tours/tour-card-skeleton';
import { THREE_UP_BREAKPOINTS } from '../lib/carousel-breakpoints';
import { SectionHeading } from './section-heading';
import { exclusiveDeals } from '@safari/shared/home-selection';
import { SectionEmpty, SectionError } from './section-status';

const EXCLUSIVE_SKELETONS = 4;
const GAP_PX = 24;

/** 'featured-tours': a carousel of the tours flagged exclusive. */
export default function ExclusiveDeals() {
  const { data, isPending, isError, refetch, isRefetching } = useTours();
  const tours = data ? exclusiveDeals(data.items) : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="featured-tours-title"
        overline="Exclusive deals"
        title="Exclusive Deals, Handpicked for You"
        subtitle="Private conservancies, fly-in camps and rare encounters, reserved for our guests."
      />
      {isPending ? (
        // The skeletons sit in a row like the carousel, so the section keeps its height when the tours arrive.
        <Box
          aria-busy="true"
          aria-label="Loading exclusive tours"
          sx={{
            display: 'grid',
            gridAutoFlow: 'column',
            gap: `${GAP_PX}px`,
            overflow: 'hidden',
            gridAutoColumns: '100%',
            '@media (min-width: 640px)': { gridAutoColumns: `calc((100% - ${GAP_PX}px) / 2)` },
            '@media (min-width: 1024px)': { gridAutoColumns: `calc((100% - ${2 * GAP_PX}px) / 3)` },
          }}
        >
          {Array.from({ length: EXCLUSIVE_SKELETONS }, (_, index) => (
            <TourCardSkeleton key={index} />
          ))}
        </Box>
      ) : isError ? (
        <SectionError message="We couldn’t load exclusive tours right now." onRetry={() => void refetch()} retrying={isRefetching} />
      ) : tours.length === 0 ? (
        <SectionEmpty message="No exclusive tours at the moment. Please check back soon." />
      ) : (
        <Carousel
          items={tours}
          getKey={(tour) => tour.id}
          renderItem={(tour) => <TourCard tour={tour} imageSizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" />}
          label="Exclusive deals"
          noun="deals"
          breakpoints={THREE_UP_BREAKPOINTS}
          autoplayMs={EXCLUSIVE_AUTOPLAY_MS}
          transitionMs={EXCLUSIVE_SLIDE_MS}
          gap={GAP_PX}
        />
      )}
    </Container>
  );
}
