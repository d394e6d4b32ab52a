/**
 * The words a page's head says of its own, in each language the pages are written in: the
 * site's description, the fixed screens' titles, what a not-found page names and how a season
 * is described. They come from the message catalogues (packages/messages), read at start: the
 * titles are the web app's own messages, so a tab keeps its title when the app starts, and the
 * rest is the `page` namespace. Catalogue texts come translated.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '../languages.ts';
import { messagesIn } from '../messages.ts';
import { FIXED_SCREENS } from './fixed-screens.ts';

export interface PageText {
  siteDescription: string;
  /** The fixed screens' titles by path (fixed-screens.ts). */
  screenTitles: Record<string, string>;
  /** What each details route shows, by route (details-pages.ts), as its not-found page names it. */
  notFound: Record<string, string>;
  /** A description for a subject that has no text of its own. */
  onSite: (title: string) => string;
  season: (number: number) => string;
  seasonSummary: (number: number, show: string, episodes: number) => string;
}

/** The message IDs of the web app's not-found headings, by details route. */
const NOT_FOUND: Readonly<Record<string, string>> = {
  movie: /*i18n*/ 'not-found.movie',
  tv: /*i18n*/ 'not-found.tvShow',
  person: /*i18n*/ 'not-found.person',
  collection: /*i18n*/ 'not-found.collection',
  tvseason: /*i18n*/ 'not-found.season',
  tvepisode: /*i18n*/ 'not-found.episode',
};

function textIn(language: ContentLanguage): PageText {
  const i18n = messagesIn(language);
  return {
    siteDescription: i18n._('page.siteDescription'),
    screenTitles: Object.fromEntries(FIXED_SCREENS.map(({ path, title }) => [path, i18n._(title)])),
    notFound: Object.fromEntries(Object.entries(NOT_FOUND).map(([kind, id]) => [kind, i18n._(id)])),
    onSite: (title) => i18n._('page.onSite', { title }),
    season: (number) => i18n._('tv.season', { number }),
    seasonSummary: (number, show, episodes) =>
      i18n._('page.seasonSummary', { number, show, episodes }),
  };
}

export const PAGE_TEXT = Object.fromEntries(
  CONTENT_LANGUAGES.map((language) => [language, textIn(language)]),
) as Record<ContentLanguage, PageText>;
