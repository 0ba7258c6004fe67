import type { LinkProps } from '@mui/material/Link';
import { alpha, createTheme } from './mui-create-theme';
import { LinkBehavior } from '../components/ui/link-behavior';

/** Brand colours beyond the MUI palette slots. */
export const brand = {
  green: '#1B4332',
  greenLight: '#2D6A4F',
  greenDark: '#0F2A1F',
  gold: '#D9A441',
  goldLight: '#F3D08A',
  goldDark: '#8A5A12',
  sand: '#FAF6EE',
  sandDeep: '#F1E7D3',
  charcoal: '#1E2420',
  terracotta: '#A8472A',
  /** Focus ring on light surfaces (contrast ≥ 3:1 against sand and white). */
  focus: '#1B4332',
  /** Focus ring on dark surfaces (hero, footer). */
  focusOnDark: '#F3D08A',
} as const;

const headingFont = '"Playfair Display", Georgia, "Times New Roman", serif';
const bodyFont = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const prefersReducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;

/** A card's rounded, outlined, softly shadowed edge (MUI's Card, and the surfaces drawn like one); px spelled out, as sx would read 16 as 16 × the theme's radius. */
const CARD_EDGE = {
  borderRadius: '16px',
  border: `1px solid ${alpha(brand.charcoal, 0.08)}`,
  boxShadow: '0 1px 2px rgba(30,36,32,0.05), 0 8px 24px rgba(30,36,32,0.06)',
} as const;

/**
 * A surface that looks like a Card without MUI's Card and Paper: the tour cards of the lists, whose
 * pages would otherwise load both for this alone.
 */
export const cardSurface = { ...CARD_EDGE, bgcolor: 'background.paper', color: 'text.primary', overflow: 'hidden' } as const;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.green, light: brand.greenLight, dark: brand.greenDark, contrastText: '#FFFFFF' },
    secondary: { main: brand.gold, light: brand.goldLight, dark: '#B7822A', contrastText: brand.charcoal },
    error: { main: '#B3261E' },
    success: { main: '#2E7D4F' },
    background: { default: brand.sand, paper: '#FFFFFF' },
    text: { primary: brand.charcoal, secondary: '#545B56' },
    divider: alpha(brand.charcoal, 0.12),
  },
  // sx `borderRadius: n` means n × 4 px; components set their own radii below.
  shape: { borderRadius: 4 },
  typography: {
    fontFamily: bodyFont,
    h1: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(2.25rem, 1.4rem + 4vw, 4.25rem)', lineHeight: 1.08, letterSpacing: '-0.01em' },
    h2: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(1.75rem, 1.3rem + 2vw, 2.75rem)', lineHeight: 1.15 },
    h3: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.3rem', lineHeight: 1.25 },
    h4: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.3 },
    h5: { fontFamily: bodyFont, fontWeight: 600, fontSize: '1.1rem' },
    h6: { fontFamily: bodyFont, fontWeight: 600, fontSize: '1rem' },
    subtitle1: { fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.16em', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  transitions: prefersReducedMotion
    ? {
        create: () => 'none',
        duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
      }
    : {},
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 96, WebkitTextSizeAdjust: '100%' },
        body: { overflowX: 'hidden', textRendering: 'optimizeLegibility' },
        img: { maxWidth: '100%', display: 'block' },
        '*:focus-visible': { outline: `3px solid var(--focus-ring, ${brand.focus})`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      defaultProps: { LinkComponent: LinkBehavior, disableRipple: prefersReducedMotion },
      // ButtonBase resets the outline; give keyboard focus the same ring as every other control.
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid var(--focus-ring, ${brand.focus})`, outlineOffset: 2 } },
      },
    },
    MuiMenuItem: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
    },
    MuiLink: {
      defaultProps: { component: LinkBehavior, underline: 'hover' } as LinkProps,
      styleOverrides: { root: { fontWeight: 500 } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 10, paddingInline: 18, minHeight: 44 },
        sizeSmall: { minHeight: 36, paddingInline: 12 },
        sizeLarge: { minHeight: 52, paddingInline: 26, fontSize: '1rem' },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: CARD_EDGE },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 16 } },
    },
  },
});
