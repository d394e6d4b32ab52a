/** What a route's loader and head read of the render they run in (routes/__root.tsx). */
import type { Language } from '@/lib/i18n/languages.ts';
import type { RouterContext } from './__root.tsx';

/** The render's UI language, which its catalogue queries ask in. */
export const languageOf = ({ i18n }: Pick<RouterContext, 'i18n'>): Language =>
  i18n.locale as Language;
