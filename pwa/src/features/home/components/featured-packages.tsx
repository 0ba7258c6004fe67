import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PACKAGES_DEFAULT_LIMIT } from '@safari/shared/constants';
import { useTours } from '../../../lib/tours/get-tours';
import { featuredPackages } from '@safari/shared/home-selection';
import { SectionHeading } from './section-heading';
import { TourGrid } from './tour-grid';

interface FeaturedPackagesProps {
  /** How many featured tours to show. */
  limit?: number;
  /** Offer 'View All Tours' (shown only when there are featured tours). */
  showViewAll?: boolean;
}

/** 'featured-packages': the tours flagged featured, up to a limit (4 by default). */
export default function FeaturedPackages({ limit = PACKAGES_DEFAULT_LIMIT, showViewAll = true }: FeaturedPackagesProps) {
  const query = useTours();
  const tours = query.data ? featuredPackages(query.data.items, limit) : [];

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
      <TourGrid
        query={query}
        tours={tours}
        skeletons={limit}
        loadingLabel="Loading featured packages"
        errorMessage="We couldn’t load featured packages right now."
        emptyMessage="No featured packages available right now. Please check back soon."
      />
    </Container>
  );
}
