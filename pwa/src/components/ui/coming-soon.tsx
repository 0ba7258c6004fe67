import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { brand } from '../../lib/theme';

export interface ComingSoonProps {
  title: string;
  /** One line on what the page will hold. */
  description?: string;
}

/** Placeholder of a screen that a later release builds: the title, a short line and ways forward. */
export default function ComingSoon({ title, description }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden', py: { xs: 8, md: 12 } }}>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background: `radial-gradient(60% 60% at 85% 0%, rgba(217,164,65,0.22) 0%, rgba(217,164,65,0) 70%), radial-gradient(45% 55% at 0% 100%, rgba(45,106,79,0.08) 0%, rgba(45,106,79,0) 70%)`,
        }}
      />
      <Container maxWidth="md" sx={{ position: 'relative', textAlign: 'center' }}>
        <Typography variant="overline" component="p" sx={{ color: '#8A5A12' }}>
          Coming soon
        </Typography>
        <Typography variant="h1" sx={{ mt: 1, fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.25rem)' }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 560, color: 'text.secondary', fontSize: 18, lineHeight: 1.6 }}>
          {description ?? 'We are putting the finishing touches on this page. In the meantime, explore our safaris or ask us for a tailor-made itinerary.'}
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
          <Button href="/tours" variant="contained" size="large" endIcon={<ArrowForwardIcon aria-hidden="true" />}>
            Browse Tours
          </Button>
          <Button href="/request-experience" variant="outlined" size="large" sx={{ borderColor: brand.green, borderWidth: 2, '&:hover': { borderWidth: 2 } }}>
            Request Quote
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
