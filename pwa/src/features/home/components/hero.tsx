import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { brand } from '../../../app/theme';

/**
 * The hero scene ships with the app (precached, preloaded from index.html) so the largest paint
 * never waits for the API. Portrait screens get a portrait crop of the same scene.
 */
const PORTRAIT_SRCSET = '/images/hero-savanna-portrait-600w.webp 600w, /images/hero-savanna-portrait-1080w.webp 1080w';
const LANDSCAPE_SRCSET = '/images/hero-savanna-1280w.webp 1280w, /images/hero-savanna-1920w.webp 1920w';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        color: '#FFFFFF',
        bgcolor: '#2A1622',
        minHeight: { xs: 'max(560px, calc(100svh - 150px))', md: 'min(calc(100svh - 72px), 760px)' },
        maxHeight: { xs: 760, md: 'none' },
        display: 'flex',
        alignItems: { xs: 'flex-end', md: 'center' },
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
          alt="Giraffes and acacia trees on the Kenyan savanna at sunset, with Kilimanjaro behind"
          fetchPriority="high"
          loading="eager"
          decoding="async"
          width={1280}
          height={800}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: { xs: '55% 50%', md: 'center' } }}
        />
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: {
            xs: 'linear-gradient(180deg, rgba(14,9,12,0.35) 0%, rgba(14,9,12,0.1) 30%, rgba(14,9,12,0.55) 62%, rgba(14,9,12,0.88) 100%)',
            md: 'linear-gradient(90deg, rgba(14,9,12,0.78) 0%, rgba(14,9,12,0.5) 42%, rgba(14,9,12,0.05) 75%), linear-gradient(0deg, rgba(14,9,12,0.55) 0%, rgba(14,9,12,0) 35%)',
          },
        }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography
            component="p"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.6,
              borderRadius: 999,
              bgcolor: 'rgba(255,255,255,0.12)',
              border: '1px solid rgba(255,255,255,0.22)',
              backdropFilter: 'blur(6px)',
              fontSize: 13,
              fontWeight: 600,
              letterSpacing: '0.04em',
            }}
          >
            <StarIcon aria-hidden="true" sx={{ fontSize: 16, color: brand.goldLight }} />
            4.9/5 from 500+ travellers
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ mt: 2.5, textShadow: '0 2px 24px rgba(0,0,0,0.35)', textWrap: 'balance' }}>
            Feel the Pulse of the Wild
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: 17, md: 20 }, lineHeight: 1.55, color: 'rgba(255,255,255,0.9)', maxWidth: 540 }}>
            Tailor-made Kenya safaris, from the great migration in the Masai Mara to elephants under Kilimanjaro.
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
            <Button
              href="/request-experience"
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden="true" />}
              sx={{ boxShadow: '0 8px 24px rgba(217,164,65,0.35)' }}
            >
              Customize Your Adventure
            </Button>
            <Button
              href="/tours"
              variant="outlined"
              size="large"
              sx={{
                color: '#FFFFFF',
                borderColor: 'rgba(255,255,255,0.7)',
                borderWidth: 1.5,
                bgcolor: 'rgba(255,255,255,0.06)',
                backdropFilter: 'blur(6px)',
                '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.14)' },
              }}
            >
              Explore Tours
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
