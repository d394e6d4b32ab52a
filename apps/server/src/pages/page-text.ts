/**
 * The words a page's head says of its own, in each language the pages are written in: the
 * site's description, the fixed screens' titles (as the web app titles them in that language:
 * apps/web/src/locales, so the tab keeps its title when the app starts),
 * what a not-found page names and how a season is described. Catalogue texts come translated.
 */
import type { ContentLanguage } from '../languages.ts';
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

const english: PageText = {
  siteDescription: 'Search and browse movies, TV shows and people.',
  screenTitles: Object.fromEntries(FIXED_SCREENS.map(({ path, title }) => [path, title])),
  notFound: {
    movie: 'Movie not found',
    tv: 'TV show not found',
    person: 'Person not found',
    collection: 'Collection not found',
    tvseason: 'Season not found',
    tvepisode: 'Episode not found',
  },
  onSite: (title) => `${title} on Media Search.`,
  season: (number) => `Season ${number}`,
  seasonSummary: (number, show, episodes) => `Season ${number} of ${show}: ${episodes} episodes.`,
};

const german: PageText = {
  siteDescription: 'Filme, Serien und Personen suchen und entdecken.',
  screenTitles: {
    '/': 'Suche',
    '/about': 'Über',
    '/popular/movies': 'Beliebte Filme',
    '/popular/tv': 'Beliebte Serien',
    '/popular/actors': 'Beliebte Personen',
    '/trending/movies': 'Filme im Trend',
    '/trending/tv': 'Serien im Trend',
    '/trending/actors': 'Personen im Trend',
    '/favorites': 'Favoriten',
    '/callback': 'Anmeldung',
  },
  notFound: {
    movie: 'Film nicht gefunden',
    tv: 'Serie nicht gefunden',
    person: 'Person nicht gefunden',
    collection: 'Sammlung nicht gefunden',
    tvseason: 'Staffel nicht gefunden',
    tvepisode: 'Episode nicht gefunden',
  },
  onSite: (title) => `${title} bei Media Search.`,
  season: (number) => `Staffel ${number}`,
  seasonSummary: (number, show, episodes) => `Staffel ${number} von ${show}: ${episodes} Episoden.`,
};

const french: PageText = {
  siteDescription: 'Recherchez et parcourez films, séries et personnalités.',
  screenTitles: {
    '/': 'Recherche',
    '/about': 'À propos',
    '/popular/movies': 'Films populaires',
    '/popular/tv': 'Séries populaires',
    '/popular/actors': 'Personnalités populaires',
    '/trending/movies': 'Films tendance',
    '/trending/tv': 'Séries tendance',
    '/trending/actors': 'Personnalités tendance',
    '/favorites': 'Favoris',
    '/callback': 'Connexion',
  },
  notFound: {
    movie: 'Film introuvable',
    tv: 'Série introuvable',
    person: 'Personne introuvable',
    collection: 'Collection introuvable',
    tvseason: 'Saison introuvable',
    tvepisode: 'Épisode introuvable',
  },
  onSite: (title) => `${title} sur Media Search.`,
  season: (number) => `Saison ${number}`,
  seasonSummary: (number, show, episodes) =>
    `Saison ${number} de ${show}\u00a0: ${episodes} épisodes.`,
};

const spanish: PageText = {
  siteDescription: 'Busca y explora películas, series y personas.',
  screenTitles: {
    '/': 'Búsqueda',
    '/about': 'Acerca de',
    '/popular/movies': 'Películas populares',
    '/popular/tv': 'Series populares',
    '/popular/actors': 'Personas populares',
    '/trending/movies': 'Películas en tendencia',
    '/trending/tv': 'Series en tendencia',
    '/trending/actors': 'Personas en tendencia',
    '/favorites': 'Favoritos',
    '/callback': 'Inicio de sesión',
  },
  notFound: {
    movie: 'Película no encontrada',
    tv: 'Serie no encontrada',
    person: 'Persona no encontrada',
    collection: 'Colección no encontrada',
    tvseason: 'Temporada no encontrada',
    tvepisode: 'Episodio no encontrado',
  },
  onSite: (title) => `${title} en Media Search.`,
  season: (number) => `Temporada ${number}`,
  seasonSummary: (number, show, episodes) =>
    `Temporada ${number} de ${show}: ${episodes} episodios.`,
};

export const PAGE_TEXT: Record<ContentLanguage, PageText> = {
  en: english,
  de: german,
  fr: french,
  es: spanish,
};
