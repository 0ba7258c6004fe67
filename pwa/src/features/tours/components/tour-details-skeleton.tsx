import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder of the tour details page while the tour loads. */
export function TourDetailsSkeleton() {
  return (
    <Box role="status" aria-label="Loading tour">
      <Skeleton variant="rectangular" sx={{ height: { xs: 420, md: 540 }, transform: 'none' }} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' } }}>
          <Box>
            <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="40%" />
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, 1fr)', my: 3 }}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} variant="rounded" height={74} />
              ))}
            </Box>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width={index === 5 ? '60%' : '100%'} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={340} sx={{ borderRadius: 5 }} />
        </Box>
      </Container>
    </Box>
  );
}
