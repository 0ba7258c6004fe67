import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DESTINATION_TOURS_SHOWN as SHOWN, toursForDestination, type Destination } from '@safari/shared/destinations';
import { useTourList } from '../../../lib/tours/use-tour-list';
import { TourCard } from '../../../components/tours/tour-card';
import { TourCardSkeleton } from '../../../components/tours/tour-card-skeleton';
import { belowFold } from '../../../components/ui/below-fold';
/** The section's height with its three cards, measured at 390 px (one column) and 1280 px (three). */
const SECTION_HEIGHT = { xs: 1882, md: 675 };
const gridSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2.5, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

/**
 * Safaris that visit a destination, below its page. Quietly absent when none match or the
 * catalogue cannot be loaded: the page's own text is the point, this is a bonus. A server-rendered
 * page came with the first few and their count (shared/src/tour-pages.ts). It comes after the
 * article, far below the first screen: the browser lays it out when it comes near.
 */
export default function DestinationTours({ destination }: { destination: Destination }) {
  const { name } = destination;
  const { catalogue, firstPage, isPending } = useTourList(destination.path);
  const all = catalogue ? toursForDestination(catalogue, destination.keywords) : undefined;
  const tours = all ?? firstPage?.tours ?? [];
  const total = all ? all.length : (firstPage?.total ?? 0);
  if (!isPending && total === 0) return null;

  return (
    <Box component="section" aria-labelledby="destination-tours-title" sx={{ mt: { xs: 6, md: 8 }, pt: { xs: 5, md: 6 }, borderTop: 1, borderColor: 'divider', ...belowFold(SECTION_HEIGHT) }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="overline" component="p" sx={{ color: '#8A5A12' }}>
            Plan your visit
          </Typography>
          <Typography id="destination-tours-title" variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
            Safaris to {name}
          </Typography>
        </Box>
        {total > SHOWN && (
          <Button href={`/tours?q=${encodeURIComponent(name)}`} variant="outlined" endIcon={<ArrowForwardIcon aria-hidden="true" />}>
            All {total} {name} safaris
          </Button>
        )}
      </Box>
      <Box component="ul" sx={gridSx} aria-busy={isPending || undefined}>
        {isPending
          ? Array.from({ length: SHOWN }, (_, index) => (
              <li key={index}>
                <TourCardSkeleton />
              </li>
            ))
          : tours.slice(0, SHOWN).map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} imageSizes="(min-width: 1200px) 370px, (min-width: 600px) 50vw, 100vw" />
              </li>
            ))}
      </Box>
    </Box>
  );
}
