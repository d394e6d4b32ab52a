/**
 * Writes the theme's global styles into index.html's head at build time: MUI's CSS theme
 * variables (both colour schemes) and CssBaseline, rendered by MUI and emotion as they render
 * them on a server. The app's ThemeProvider is then told not to generate them
 * (`disableStyleSheetGeneration`, src/app/app.tsx) and draws no CssBaseline: before, every
 * visit built and inserted about 23 kB of CSS in the browser on the way to its first paint,
 * though it is the same for every visitor. Built from the same theme module the app uses, so the
 * two cannot drift apart; a change to the theme takes a rebuild (or a dev-server restart).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../src/theme/theme.ts';

export function themeStylesHead(): Plugin {
  // The `<style>` elements emotion renders for the theme's variables and the baseline.
  const styles = renderToStaticMarkup(
    createElement(ThemeProvider, { theme }, createElement(CssBaseline)),
  );
  return {
    name: 'media-search:theme-styles-head',
    transformIndexHtml: (html) => html.replace('</head>', `  ${styles}\n  </head>`),
  };
}
