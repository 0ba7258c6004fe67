import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '../../../lib/theme';
import { useSite } from '../../../lib/site';

/** The closing call to action: a free custom itinerary, over the hero's savanna scene. */
export default function CustomItineraryCta() {
  const site = useSite();
  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        color: '#FFFFFF',
        bgcolor: brand.greenDark,
        '--focus-ring': brand.focusOnDark,
      }}
    >
      <Box
        component="img"
        src="/images/hero-savanna-1280w.440097ba1d85df0a.webp"
        alt=""
        loading="lazy"
        decoding="async"
        width={1280}
        height={800}
        sx={{ position: 'absolute', inset: 0, zIndex: -2, width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center 70%' }}
      />
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', inset: 0, zIndex: -1, background: 'linear-gradient(100deg, rgba(15,42,31,0.94) 0%, rgba(15,42,31,0.82) 50%, rgba(15,42,31,0.55) 100%)' }}
      />
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 11 }, textAlign: 'center' }}>
        <Typography variant="overline" component="p" sx={{ color: brand.goldLight }}>
          Tailor-made, at no cost
        </Typography>
        <Typography id="custom-itinerary-title" variant="h2" sx={{ mt: 0.5, color: '#FFFFFF', textWrap: 'balance' }}>
          Your Safari, Planned Around You
        </Typography>
        <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 620, fontSize: { xs: 17, md: 19 }, lineHeight: 1.6, color: 'rgba(255,255,255,0.88)' }}>
          Tell us your dates, budget and dream sightings. A Nairobi-based planner builds your itinerary, free and with no
          obligation. {site.responsePromise}
        </Typography>
        <Button
          href="/request-experience"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForwardIcon aria-hidden="true" />}
          sx={{ mt: 4, boxShadow: '0 8px 24px rgba(217,164,65,0.35)' }}
        >
          Get a Free Custom Itinerary
        </Button>
      </Container>
    </Box>
  );
}
