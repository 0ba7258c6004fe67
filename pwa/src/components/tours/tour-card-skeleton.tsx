import Box from '@mui/material/Box';
import { cardSurface } from '../../lib/theme';
import { Skeleton } from '../ui/skeleton';

/** Placeholder of a TourCard while the tours load. */
export function TourCardSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ ...cardSurface, height: '100%' }}>
      <Skeleton variant="block" radius={0} height="auto" sx={{ aspectRatio: '3 / 2' }} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Skeleton width="60%" />
        <Skeleton width="85%" height="1.4em" />
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pt: 1.5 }}>
          <Skeleton width={90} height={24} />
          <Skeleton variant="block" width={120} height={36} radius={10} />
        </Box>
      </Box>
    </Box>
  );
}
