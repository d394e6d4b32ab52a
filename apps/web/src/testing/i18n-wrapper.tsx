/**
 * The app's Lingui instance around a component rendered on its own:
 * `render(<Thing />, { wrapper: I18nWrapper })`. (renderWithApp and renderRoute include it.)
 */
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '@/lib/i18n/i18n.ts';

export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
