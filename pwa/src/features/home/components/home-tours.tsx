import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HOME_TOURS_LIMIT } from '@safari/shared/constants';
import { useTours } from '../../tours/api/get-tours';
import { TourCard } from '../../tours/components/tour-card';
import { TourCardSkeleton } from '../../tours/components/tour-card-skeleton';

const gridSx = {
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** The first tours of the catalogue, with a way to all of them. */
export function HomeTours() {
  const { data, isPending, isError, refetch, isRefetching } = useTours();
  const tours = data?.items.slice(0, HOME_TOURS_LIMIT) ?? [];

  return (
    <Box component="section" id="tours" aria-labelledby="home-tours-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-end' }, justifyContent: 'space-between', gap: 2, mb: { xs: 4, md: 5 } }}>
          <Box sx={{ maxWidth: 640 }}>
            <Typography variant="overline" component="p" sx={{ color: '#8A5A12' }}>
              Our safaris
            </Typography>
            <Typography id="home-tours-title" variant="h2" sx={{ mt: 0.5 }}>
              Handpicked Kenya adventures
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: 17, lineHeight: 1.6 }}>
              Small groups, expert local guides and lodges we know personally.
            </Typography>
          </Box>
          <Button href="/tours" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ alignSelf: { xs: 'flex-start', md: 'auto' }, flexShrink: 0, borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
            View All Tours
          </Button>
        </Box>

        {isPending ? (
          <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading tours">
            {Array.from({ length: HOME_TOURS_LIMIT }, (_, index) => (
              <li key={index}>
                <TourCardSkeleton />
              </li>
            ))}
          </Box>
        ) : isError ? (
          <Box
            role="alert"
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', p: 2.5, borderRadius: 3, bgcolor: '#FBEAE7', color: '#7A1F14', border: '1px solid #F1C4BC' }}
          >
            <Typography sx={{ fontWeight: 600 }}>Failed to load tours. Please try again.</Typography>
            <Button variant="outlined" color="inherit" size="small" onClick={() => void refetch()} disabled={isRefetching}>
              Retry
            </Button>
          </Box>
        ) : tours.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No tours available right now. Please check back soon.</Typography>
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
    </Box>
  );
}
