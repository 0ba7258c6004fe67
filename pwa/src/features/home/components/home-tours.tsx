import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { HOME_TOURS_LIMIT } from '@safari/shared/constants';
import { belowFold } from '../../../components/ui/below-fold';
import { useTours } from '../../../lib/tours/get-tours';
import { homeTourList } from '@safari/shared/home-selection';
import { SectionHeading } from './section-heading';
import { TourGrid } from './tour-grid';

/** The section's height with its 4 cards, measured: one column on a phone (390 px), four in a row on a desktop (1366 px). */
const HOME_TOURS_HEIGHT = { xs: 2625, md: 870 };

/** The first tours of the catalogue that the featured and exclusive sections do not show, with a way to all of them. */
export function HomeTours() {
  const query = useTours();
  const tours = query.data ? homeTourList(query.data.items, HOME_TOURS_LIMIT) : [];

  return (
    <Box component="section" id="tours" aria-labelledby="home-tours-title" sx={{ py: { xs: 7, md: 10 }, ...belowFold(HOME_TOURS_HEIGHT) }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="home-tours-title"
          overline="Our safaris"
          title="Handpicked Kenya adventures"
          subtitle="Small groups, expert local guides and lodges we know personally."
          action={
            <Button href="/tours" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
              View All Tours
            </Button>
          }
        />
        <TourGrid
          query={query}
          tours={tours}
          skeletons={HOME_TOURS_LIMIT}
          loadingLabel="Loading tours"
          errorMessage="Failed to load tours. Please try again."
          emptyMessage="No tours available right now. Please check back soon."
        />
      </Container>
    </Box>
  );
}
