import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { brand, theme as publicTheme } from '../../../lib/theme';

/** Surfaces of the dark console: deep bush green rather than pure black, text at ≥ 7:1. */
const night = {
  background: '#0E1512',
  paper: '#16201B',
  text: '#E8EDEA',
  textSecondary: '#AEB9B2',
  primary: '#8FD3AC',
} as const;

/** The console's theme: the site's type and shapes, with a light or a dark palette. */
export function createAdminTheme(dark: boolean): Theme {
  const base = {
    shape: publicTheme.shape,
    typography: {
      fontFamily: publicTheme.typography.fontFamily,
      button: { textTransform: 'none' as const, fontWeight: 600, letterSpacing: 0 },
      h1: { fontFamily: publicTheme.typography.fontFamily, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.25 },
      h2: { fontFamily: publicTheme.typography.fontFamily, fontWeight: 700, fontSize: '1.2rem', lineHeight: 1.3 },
      h3: { fontFamily: publicTheme.typography.fontFamily, fontWeight: 600, fontSize: '1.05rem', lineHeight: 1.3 },
    },
  };
  const palette = dark
    ? {
        mode: 'dark' as const,
        primary: { main: night.primary, light: '#B5E4C8', dark: '#5FAF84', contrastText: '#0B1F15' },
        secondary: { main: brand.goldLight, contrastText: brand.charcoal },
        error: { main: '#FF8A80' },
        success: { main: '#7FD4A0' },
        warning: { main: '#FFB74D' },
        background: { default: night.background, paper: night.paper },
        text: { primary: night.text, secondary: night.textSecondary },
        divider: alpha('#FFFFFF', 0.14),
      }
    : {
        mode: 'light' as const,
        primary: { main: brand.green, light: brand.greenLight, dark: brand.greenDark, contrastText: '#FFFFFF' },
        secondary: { main: brand.gold, contrastText: brand.charcoal },
        error: { main: '#B3261E' },
        success: { main: '#2E7D4F' },
        // MUI's default amber (#ED6C02) is 3.1:1 on white: too faint for a 13 px status label.
        warning: { main: '#A34F00' },
        background: { default: '#F5F2EA', paper: '#FFFFFF' },
        text: { primary: brand.charcoal, secondary: '#545B56' },
        divider: alpha(brand.charcoal, 0.12),
      };
  const focus = dark ? brand.focusOnDark : brand.focus;
  return createTheme({
    ...base,
    palette,
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          img: { maxWidth: '100%', display: 'block' },
          '*:focus-visible': { outline: `3px solid ${focus}`, outlineOffset: 2 },
        },
      },
      MuiButtonBase: {
        defaultProps: publicTheme.components?.MuiButtonBase?.defaultProps,
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${focus}`, outlineOffset: 2 } } },
      },
      MuiLink: { defaultProps: publicTheme.components?.MuiLink?.defaultProps },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Staff use the console on 10-inch tablets: every control is at least 44 px, small ones too.
        styleOverrides: { root: { borderRadius: 10, paddingInline: 16, minHeight: 44 }, sizeSmall: { minHeight: 44, paddingInline: 12 } },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiToggleButton: { styleOverrides: { root: { minHeight: 44 } } },
      // A sortable column's heading is a button: 44 px tall even when its label fits on one line.
      MuiTableSortLabel: { styleOverrides: { root: { minHeight: 44 } } },
      MuiInputBase: { styleOverrides: { root: { '&:not(.MuiInputBase-multiline)': { minHeight: 44 } } } },
      MuiCheckbox: { styleOverrides: { root: { padding: 10 } } },
      MuiRadio: { styleOverrides: { root: { padding: 10 } } },
      MuiSwitch: { styleOverrides: { root: { width: 64, height: 44, padding: 15 }, switchBase: { padding: 12 } } },
      MuiTab: { styleOverrides: { root: { minHeight: 48 } } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: 44, '&.Mui-focusVisible': { outlineOffset: -3 } } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: {
            borderRadius: 14,
            border: `1px solid ${dark ? alpha('#FFFFFF', 0.1) : alpha(brand.charcoal, 0.08)}`,
            boxShadow: dark ? 'none' : '0 1px 2px rgba(30,36,32,0.05), 0 8px 24px rgba(30,36,32,0.06)',
          },
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
    },
  });
}
