import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder of the tour details page while the tour loads. */
export function TourDetailsSkeleton() {
  return (
    <Box role="status" aria-label="Loading tour">
      <Skeleton variant="block" radius={0} height={undefined} sx={{ height: { xs: 420, md: 540 } }} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' } }}>
          <Box>
            <Skeleton width="40%" height="2rem" />
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)', my: 3 }}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} variant="block" height={74} radius={12} />
              ))}
            </Box>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width={index === 5 ? '60%' : '100%'} />
            ))}
          </Box>
          <Skeleton variant="block" height={340} radius={20} />
        </Box>
      </Container>
    </Box>
  );
}
