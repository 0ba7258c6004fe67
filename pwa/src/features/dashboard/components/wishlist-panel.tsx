import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTours } from '../../../lib/tours/get-tours';
import { TourCard } from '../../../components/tours/tour-card';
import { TourCardSkeleton } from '../../../components/tours/tour-card-skeleton';
import { useWishlistIds } from '../../../lib/wishlist';
import { EmptyState } from './panel-states';

/** The saved tours as cards (from the offline catalogue, so it works offline too). */
export function WishlistPanel() {
  const ids = useWishlistIds();
  const tours = useTours();
  const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;
  if (ids === undefined || (ids.length > 0 && tours.isPending)) {
    return (
      <Box aria-busy="true" aria-label="Loading your wishlist" sx={grid}>
        <TourCardSkeleton />
        <TourCardSkeleton />
      </Box>
    );
  }
  const byId = new Map((tours.data?.items ?? []).map((tour) => [tour.id, tour]));
  const saved = ids.flatMap((id) => byId.get(id) ?? []);
  if (!saved.length) {
    return (
      <EmptyState title="Your wishlist is empty" action={<Button component={RouterLink} to="/tours" variant="contained">Find a safari</Button>}>
        Tap the heart on any safari to save it here for later.
      </EmptyState>
    );
  }
  return (
    <Box component="ul" aria-label="Saved tours" sx={{ ...grid, m: 0, p: 0, listStyle: 'none' }}>
      {saved.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} imageSizes="(min-width: 1200px) 300px, (min-width: 600px) 45vw, 100vw" />
        </li>
      ))}
    </Box>
  );
}
