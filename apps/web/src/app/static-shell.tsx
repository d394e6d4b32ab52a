/**
 * The page's top bar as static HTML, for each language: drawn at build time
 * (build-plugins/static-shell-body.ts) by the same components, theme and messages the app draws
 * it with, so a page shows it as soon as its HTML arrives, before the app's code has come. The
 * app's first render replaces it where it stands (`createRoot` empties its container), so
 * nothing moves.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from '@mui/material/styles';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { SkipLink } from '@/components/layout/skip-link.tsx';
import { TopBar } from '@/components/layout/top-bar.tsx';
import type { Language } from '@/lib/i18n/languages.ts';
import { messages as de } from '@/lib/i18n/messages/de.ts';
import { messages as en } from '@/lib/i18n/messages/en.ts';
import { messages as es } from '@/lib/i18n/messages/es.ts';
import { messages as fr } from '@/lib/i18n/messages/fr.ts';
import { theme } from '@/theme/theme.ts';

const MESSAGES: Record<Language, Messages> = { en, de, fr, es };

// Nothing to do before the app runs: the bar is inert until then.
const ignore = () => undefined;

function StaticBar() {
  return (
    <>
      <SkipLink />
      <TopBar onOpenMenu={ignore} onMenuNear={ignore} />
    </>
  );
}

/**
 * The bar in `language`, with the styles emotion renders beside each element on a server. It is
 * `inert` (neither clickable, focusable nor read out) until the app replaces it: its controls
 * would do nothing before then.
 */
export async function staticShellMarkup(language: Language): Promise<string> {
  const i18n = setupI18n({ locale: language, messages: { [language]: MESSAGES[language] } });
  const router = createRouter({
    routeTree: createRootRoute({ component: StaticBar }),
    history: createMemoryHistory(),
  });
  await router.load();
  const bar = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nProvider>,
  );
  return `<div inert>${bar}</div>`;
}
