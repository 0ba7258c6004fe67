import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '../../../app/theme';

// The home hero's scene: shipped with the app and precached, so this hero never waits for the API.
const PORTRAIT_SRCSET = '/images/hero-savanna-portrait-600w.webp 600w, /images/hero-savanna-portrait-1080w.webp 1080w';
const LANDSCAPE_SRCSET = '/images/hero-savanna-1280w.webp 1280w, /images/hero-savanna-1920w.webp 1920w';

export function AboutHero() {
  return (
    <Box
      component="section"
      aria-labelledby="about-title"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        color: '#FFFFFF',
        bgcolor: '#2A1622',
        minHeight: { xs: 440, md: 500 },
        display: 'flex',
        alignItems: 'flex-end',
        '--focus-ring': brand.focusOnDark,
      }}
    >
      <Box component="picture" sx={{ position: 'absolute', inset: 0, zIndex: -2 }}>
        <source media="(orientation: portrait)" type="image/webp" srcSet={PORTRAIT_SRCSET} sizes="100vw" />
        <Box
          component="img"
          src="/images/hero-savanna-1280w.webp"
          srcSet={LANDSCAPE_SRCSET}
          sizes="100vw"
          alt=""
          fetchPriority="high"
          loading="eager"
          decoding="async"
          width={1280}
          height={800}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: { xs: '60% 40%', md: 'center 60%' } }}
        />
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: {
            xs: 'linear-gradient(180deg, rgba(14,9,12,0.3) 0%, rgba(14,9,12,0.45) 40%, rgba(14,9,12,0.9) 100%)',
            md: 'linear-gradient(90deg, rgba(14,9,12,0.85) 0%, rgba(14,9,12,0.55) 45%, rgba(14,9,12,0.1) 80%), linear-gradient(0deg, rgba(14,9,12,0.5) 0%, rgba(14,9,12,0) 40%)',
          },
        }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ maxWidth: 660 }}>
          <Typography variant="overline" component="p" sx={{ color: brand.goldLight }}>
            About us
          </Typography>
          <Typography id="about-title" variant="h1" sx={{ mt: 1, fontSize: 'clamp(2.2rem, 1.5rem + 3.2vw, 3.75rem)', textShadow: '0 2px 24px rgba(0,0,0,0.35)' }}>
            Safaris with a pulse, planned by people who live here
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 19 }, lineHeight: 1.6, color: 'rgba(255,255,255,0.9)' }}>
            A Kenyan-owned team of guides and planners crafting honest, unhurried journeys across Kenya, Tanzania, Uganda and Rwanda.
          </Typography>
          <Box sx={{ mt: 3.5, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button href="/tours" variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon aria-hidden="true" />}>
              Browse Our Safaris
            </Button>
            <Button href="#our-story" variant="outlined" size="large" sx={{ color: '#FFFFFF', borderColor: 'rgba(255,255,255,0.7)', borderWidth: 1.5, '&:hover': { borderColor: '#FFFFFF', borderWidth: 1.5, bgcolor: 'rgba(255,255,255,0.08)' } }}>
              Read Our Story
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
