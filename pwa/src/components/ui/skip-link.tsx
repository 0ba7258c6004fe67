import Box from '@mui/material/Box';
import { brand } from '../../lib/theme';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 12,
        top: 12,
        zIndex: 2000,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: brand.charcoal,
        color: '#FFFFFF',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-160%)',
        '&:focus': { transform: 'none', outline: `3px solid ${brand.gold}`, outlineOffset: 2 },
      }}
    >
      Skip to content
    </Box>
  );
}
