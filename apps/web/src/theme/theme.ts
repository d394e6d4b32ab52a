/** One dark theme for the whole app, on the system font stack so no font is downloaded. */
import { createTheme } from '@mui/material/styles';
import { fillViewportStyles } from './fill-viewport.ts';
import { FOCUS_RING } from './focus-ring.ts';

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: { mode: 'dark', primary: { main: '#64b5f6' }, background: { default: '#101418' } },
  typography: { fontFamily: systemFonts },
  components: {
    // Subtitles are styled text, not headings: keep them out of the document outline.
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring that shows on every control, whatever its own focus styling.
        ':focus-visible': FOCUS_RING,
        ...fillViewportStyles,
      },
    },
    // ButtonBase (icon buttons, cards, menu entries, chips) sets `outline: 0` on its own class,
    // which outranks the rule above: its keyboard-focus class gets the same ring.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
    },
  },
});
