/**
 * The app's theme: a dark and a light colour scheme of the same character (a blue accent on a
 * cool grey page, an amber focus ring), on the system font stack so no font is downloaded.
 * Colours are CSS variables switched by an attribute on `<html>` (MUI's CSS theme variables), so
 * the scheme is settled before the app runs (see color-schemes.ts) and changes without a render.
 */
import { createTheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, PAGE_BACKGROUND } from './color-schemes.ts';
import { focusRing, insetFocusRing } from './focus-ring.ts';

declare module '@mui/material/styles' {
  // Every theme here has CSS variables: `theme.vars` is always there.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    /** The keyboard focus ring. */
    focusRing: string;
    /** Behind an image while it loads, or in its place when there is none. */
    imageTile: string;
  }
  interface PaletteOptions {
    focusRing?: string;
    imageTile?: string;
  }
}

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
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    dark: {
      palette: {
        primary: { main: '#64b5f6' },
        background: { default: PAGE_BACKGROUND.dark },
        // Over 9:1 against the background and the top bar, and clear beside blue buttons.
        focusRing: '#ffb74d',
        imageTile: '#212121',
      },
    },
    light: {
      palette: {
        // Each at least 5:1 against the page and white, as text and under white text.
        primary: { main: '#1565c0' },
        error: { main: '#c62828' },
        // Unselected toggles and icons: MUI's 54 % black falls just short of 4.5:1 on the page.
        action: { active: 'rgba(0, 0, 0, 0.6)' },
        background: { default: PAGE_BACKGROUND.light, paper: '#ffffff' },
        // The top bar is a white surface, as it is the dark surface in the dark scheme.
        AppBar: { defaultBg: '#ffffff' },
        // The dark scheme's amber, deepened to 5:1 against the page and the top bar.
        focusRing: '#a34f00',
        imageTile: '#e2e6eb',
      },
    },
  },
  typography: { fontFamily: systemFonts },
  components: {
    // In the dark scheme MUI draws every app bar on the dark surface; `default` (rather than
    // `primary`) gives the light scheme the matching light surface, and the dark one stays.
    MuiAppBar: { defaultProps: { color: 'default' } },
    // Subtitles are styled text, not headings: keep them out of the document outline.
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
    MuiCssBaseline: {
      styleOverrides: (theme) => ({
        // A focus ring that shows on every control, whatever its own focus styling.
        ':focus-visible': focusRing(theme),
      }),
    },
    // ButtonBase (icon buttons, cards, menu entries, chips) sets `outline: 0` on its own class,
    // which outranks the rule above: its keyboard-focus class gets the same ring, and so does
    // the browser's keyboard focus, which a server-rendered screen has before hydration.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible, &:focus-visible': focusRing(theme) }),
      },
    },
    // A card's clickable area fills the card, which clips the ring outside it (issue 27).
    MuiCardActionArea: {
      styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': insetFocusRing } },
    },
  },
});
