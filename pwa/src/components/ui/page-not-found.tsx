import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotFoundScreen } from './not-found-screen';

/** Any path that is not a route (and an unknown information page). */
export function PageNotFound() {
  usePageTitle('*');
  return (
    <NotFoundScreen
      title="Page not found"
      text="This trail leads nowhere. The page may have moved, or the address has a typo."
      actions={
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
          <Button href="/" variant="contained" size="large">
            Back to Home
          </Button>
          <Button href="/tours" variant="outlined" size="large">
            Browse Tours
          </Button>
        </Box>
      }
    />
  );
}
