import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ImagePreload } from '../../lib/page-head';
import { brand } from '../../lib/theme';

/**
 * The savanna scene ships with the app (precached, preloaded by the server-rendered page) so the largest paint
 * never waits for the API. Portrait screens get a portrait crop of the same scene.
 */
const PORTRAIT_SRCSET =
  '/images/hero-savanna-portrait-600w.9690986a7103ac97.webp 600w, /images/hero-savanna-portrait-800w.dc8992f2aec1e0f6.webp 800w, /images/hero-savanna-portrait-1080w.0aa941c471eb88cf.webp 1080w';
const LANDSCAPE_SRCSET = '/images/hero-savanna-1280w.440097ba1d85df0a.webp 1280w, /images/hero-savanna-1920w.0fa2f2931ed8278e.webp 1920w';
const LANDSCAPE_SRC = '/images/hero-savanna-1280w.440097ba1d85df0a.webp';
const PORTRAIT_MEDIA = '(orientation: portrait)';

/** The preloads of the scene, for a page whose largest paint it is: the candidates of the <picture> below. */
export const SCENIC_HERO_PRELOADS: ImagePreload[] = [
  { href: '/images/hero-savanna-portrait-600w.9690986a7103ac97.webp', imageSrcSet: PORTRAIT_SRCSET, imageSizes: '100vw', media: PORTRAIT_MEDIA, type: 'image/webp' },
  { href: LANDSCAPE_SRC, imageSrcSet: LANDSCAPE_SRCSET, imageSizes: '100vw', media: '(orientation: landscape)', type: 'image/webp' },
];

interface HeroLink {
  href: string;
  label: string;
}

interface ScenicHeroProps {
  /** Id of the h1, which names the section. */
  titleId: string;
  title: ReactNode;
  /** A small line above the title (an overline or a rating badge). */
  kicker?: ReactNode;
  lead: ReactNode;
  primary: HeroLink;
  secondary: HeroLink;
  /** The scene's alt text; empty when the scene only decorates the page. */
  imageAlt: string;
  /** Where the scene is cropped on phones and on wider screens. */
  imagePosition: { xs: string; md: string };
  /** The darkening over the scene that keeps the white text readable (phone, wider screens). */
  shade: { xs: string; md: string };
  /** Height and alignment of the section. */
  sx: SxProps<Theme>;
  titleSx?: SxProps<Theme>;
  leadSx?: SxProps<Theme>;
}

/** A full-bleed hero over the savanna scene: kicker, h1, lead and two links (home, about). */
export function ScenicHero({ titleId, title, kicker, lead, primary, secondary, imageAlt, imagePosition, shade, sx, titleSx, leadSx }: ScenicHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={[
        {
          position: 'relative',
          isolation: 'isolate',
          overflow: 'hidden',
          color: '#FFFFFF',
          bgcolor: '#2A1622',
          display: 'flex',
          '--focus-ring': brand.focusOnDark,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="picture" sx={{ position: 'absolute', inset: 0, zIndex: -2 }}>
        <source media={PORTRAIT_MEDIA} type="image/webp" srcSet={PORTRAIT_SRCSET} sizes="100vw" />
        <Box
          component="img"
          src={LANDSCAPE_SRC}
          srcSet={LANDSCAPE_SRCSET}
          sizes="100vw"
          alt={imageAlt}
          fetchPriority="high"
          loading="eager"
          decoding="async"
          width={1280}
          height={800}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: imagePosition }}
        />
      </Box>
      <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, zIndex: -1, background: shade }} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ maxWidth: 660 }}>
          {kicker}
          <Typography
            id={titleId}
            variant="h1"
            sx={[{ textShadow: '0 2px 24px rgba(0,0,0,0.35)', textWrap: 'balance' }, ...(Array.isArray(titleSx) ? titleSx : [titleSx])]}
          >
            {title}
          </Typography>
          <Typography
            sx={[{ mt: 2, lineHeight: 1.55, color: 'rgba(255,255,255,0.9)', maxWidth: 560 }, ...(Array.isArray(leadSx) ? leadSx : [leadSx])]}
          >
            {lead}
          </Typography>
          <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
            <Button
              href={primary.href}
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden="true" />}
              sx={{ boxShadow: '0 8px 24px rgba(217,164,65,0.35)' }}
            >
              {primary.label}
            </Button>
            <Button
              href={secondary.href}
              variant="outlined"
              size="large"
              sx={{
                color: '#FFFFFF',
                borderColor: 'rgba(255,255,255,0.7)',
                borderWidth: 1.5,
                bgcolor: 'rgba(255,255,255,0.06)',
                backdropFilter: 'blur(6px)',
                '&:hover': { borderColor: '#FFFFFF', borderWidth: 1.5, bgcolor: 'rgba(255,255,255,0.14)' },
              }}
            >
              {secondary.label}
            </Button>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
