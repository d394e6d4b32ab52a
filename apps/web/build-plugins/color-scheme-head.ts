/**
 * Settles the colour scheme before the first paint: writes MUI's InitColorSchemeScript (which
 * reads the remembered mode, or the system's preference, and marks `<html>` with the scheme) and
 * each scheme's page background into index.html's head, so the page is in the right scheme from
 * its first frame, before the app's own code has loaded. The server allows the inline script by
 * its hash (apps/server/src/pages/inline-scripts.ts).
 */
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import {
  COLOR_SCHEME_ATTRIBUTE,
  MODE_STORAGE_KEY,
  PAGE_BACKGROUND,
} from '../src/theme/color-schemes.ts';

const scheme = (name: 'light' | 'dark') => `[${COLOR_SCHEME_ATTRIBUTE}="${name}"]`;

/**
 * The page's background and `color-scheme` (scrollbars, form controls) in either scheme, until
 * the app's own styles arrive: by the attribute the script sets, else by the system preference.
 */
const PRE_APP_STYLE = `<style>
      :root { color-scheme: light; }
      body { background-color: ${PAGE_BACKGROUND.light}; }
      @media (prefers-color-scheme: dark) {
        :root:not([${COLOR_SCHEME_ATTRIBUTE}]) { color-scheme: dark; }
        :root:not([${COLOR_SCHEME_ATTRIBUTE}]) body { background-color: ${PAGE_BACKGROUND.dark}; }
      }
      ${scheme('dark')} { color-scheme: dark; }
      ${scheme('dark')} body { background-color: ${PAGE_BACKGROUND.dark}; }
    </style>`;

export function colorSchemeHead(): Plugin {
  const script = renderToStaticMarkup(
    createElement(InitColorSchemeScript, {
      attribute: COLOR_SCHEME_ATTRIBUTE,
      modeStorageKey: MODE_STORAGE_KEY,
      defaultMode: 'system',
    }),
  );
  return {
    name: 'media-search:color-scheme-head',
    transformIndexHtml: (html) =>
      html.replace('</head>', `  ${script}\n    ${PRE_APP_STYLE}\n  </head>`),
  };
}
