import Box from '@mui/material/Box';
import { emblemSvg } from './emblem';

// Rendered once at module load: the emblem is static, trusted markup.
const EMBLEM = emblemSvg({ radius: 112, scale: 1 }, 40);

interface BrandLogoProps {
  /** Light text for dark backgrounds (footer). */
  inverse?: boolean;
}

/** The emblem and the 'Pulse of the Wild / Safaris' wordmark. */
export function BrandLogo({ inverse = false }: BrandLogoProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: inverse ? '#FFFFFF' : 'primary.main' }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ display: 'block', width: { xs: 36, md: 40 }, height: { xs: 36, md: 40 }, flexShrink: 0, '& svg': { width: '100%', height: '100%', display: 'block' } }}
        dangerouslySetInnerHTML={{ __html: EMBLEM }}
      />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Box
          component="span"
          sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 18, md: 20 }, letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
        >
          Pulse of the Wild
        </Box>
        <Box
          component="span"
          sx={{ fontSize: 10.5, fontWeight: 600, letterSpacing: '0.32em', textTransform: 'uppercase', mt: 0.5, color: inverse ? 'secondary.light' : '#8A5A12' }}
        >
          Safaris
        </Box>
      </Box>
    </Box>
  );
}
