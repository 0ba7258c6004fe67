/**
 * What the theme needs of MUI's styles, as a module of its own: the app's start-up evaluates MUI's
 * theme code and then builds our theme, each in a task of its own (main.tsx). Importing the
 * '@mui/material/styles' barrel itself there would keep every one of its exports in the bundle.
 */
export { alpha, createTheme } from '@mui/material/styles';
