/**
 * Genre names by id, in a language, from the catalogue's two genre lists: a watch history mixes
 * movies and shows, and TMDB keeps a list for each (most ids are in both, named alike; a few,
 * such as TV's "Action & Adventure", are in one only).
 */
import type { Catalog } from '../catalog/catalog.ts';
import type { ContentLanguage } from '../languages.ts';

export async function genreNames(
  catalog: Catalog,
  language?: ContentLanguage,
): Promise<Map<number, string>> {
  const [movie, tv] = await Promise.all([
    catalog.genres('movie', language),
    catalog.genres('tv', language),
  ]);
  // The movie list's name wins where both name an id.
  return new Map([...tv.genres, ...movie.genres].map((genre) => [genre.id, genre.name]));
}
