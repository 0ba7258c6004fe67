import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Any path that is not a route. */
export default function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', minHeight: '60vh' }}>
      <Box sx={{ mx: 'auto', width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(217,164,65,0.18)', color: '#8A5A12' }}>
        <ExploreOutlinedIcon sx={{ fontSize: 38 }} aria-hidden="true" />
      </Box>
      <Typography variant="h1" sx={{ mt: 3, fontSize: 'clamp(2rem, 1.4rem + 3vw, 3rem)' }}>
        Page not found
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.6 }}>
        This trail leads nowhere. The page may have moved, or the address has a typo.
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        <Button href="/" variant="contained" size="large">
          Back to Home
        </Button>
        <Button href="/tours" variant="outlined" size="large">
          Browse Tours
        </Button>
      </Box>
    </Container>
  );
}
