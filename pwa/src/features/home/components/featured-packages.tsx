import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PACKAGES_DEFAULT_LIMIT } from '@safari/shared/constants';
import { useTours } from '../../tours/api/get-tours';
import { TourCard } from '../../tours/components/tour-card';
import { TourCardSkeleton } from '../../tours/components/tour-card-skeleton';
import { SectionHeading } from './section-heading';
import { SectionEmpty, SectionError } from './section-status';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

interface FeaturedPackagesProps {
  /** How many featured tours to show. */
  limit?: number;
  /** Offer 'View All Tours' (shown only when there are featured tours). */
  showViewAll?: boolean;
}

/** 'featured-packages': the tours flagged featured, up to a limit (4 by default). */
export default function FeaturedPackages({ limit = PACKAGES_DEFAULT_LIMIT, showViewAll = true }: FeaturedPackagesProps) {
  const { data, isPending, isError, refetch, isRefetching } = useTours();
  const tours = data?.items.filter((tour) => tour.isFeatured).slice(0, limit) ?? [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
      <SectionHeading
        id="featured-packages-title"
        overline="Featured packages"
        title="Our Most-Loved Safari Packages"
        subtitle="Tried, tested and tuned over hundreds of trips: the itineraries our guests rate highest."
        action={
          showViewAll && tours.length > 0 ? (
            <Button href="/tours" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
              View All Tours
            </Button>
          ) : undefined
        }
      />
      {isPending ? (
        <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading featured packages">
          {Array.from({ length: limit }, (_, index) => (
            <li key={index}>
              <TourCardSkeleton />
            </li>
          ))}
        </Box>
      ) : isError ? (
        <SectionError message="We couldn’t load featured packages right now." onRetry={() => void refetch()} retrying={isRefetching} />
      ) : tours.length === 0 ? (
        <SectionEmpty message="No featured packages available right now. Please check back soon." />
      ) : (
        <Box component="ul" sx={gridSx}>
          {tours.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
