import Box from '@mui/material/Box';
import { Skeleton } from '../../../components/ui/skeleton';
import { cardSurface } from './blog-card';

/** Placeholder of a BlogCard while the posts load. */
export function BlogCardSkeleton() {
  return (
    <Box data-testid="blog-card-skeleton" aria-hidden="true" sx={{ ...cardSurface, height: '100%' }}>
      <Skeleton variant="block" radius={0} height="auto" sx={{ aspectRatio: '16 / 10' }} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Skeleton width="90%" height="1.3em" />
        <Skeleton width="55%" height="1.3em" />
        <Skeleton width="45%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pt: 1.5 }}>
          <Skeleton variant="block" width={36} height={36} radius="50%" />
          <Skeleton variant="block" width={110} height={36} radius={10} />
        </Box>
      </Box>
    </Box>
  );
}
