import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder of a post while it loads. */
export function PostSkeleton() {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Loading post…
      </Box>
      <Skeleton variant="block" radius={0} height={380} />
      <Container maxWidth="md" sx={{ py: 5 }} aria-hidden="true">
        <Skeleton width="30%" />
        <Skeleton width="90%" height="2em" />
        <Skeleton width="60%" height="2em" />
        <Box sx={{ mt: 4 }}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} width={index % 3 === 2 ? '70%' : '100%'} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
