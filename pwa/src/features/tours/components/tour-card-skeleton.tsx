import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder of a TourCard while the tours load. */
export function TourCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Skeleton width="60%" />
        <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} width="85%" />
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', pt: 1.5 }}>
          <Skeleton width={90} height={32} />
          <Skeleton variant="rounded" width={120} height={36} />
        </Box>
      </Box>
    </Card>
  );
}
