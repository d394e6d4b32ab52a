/**
 * The top bar's suggestions, made from a search's best results: the few fields one line of the
 * list shows, for both catalogues.
 */
import {
  SUGGESTIONS,
  type ResultPage,
  type SearchResult,
  type Suggestion,
  type SuggestionListResponse,
} from './view-models.ts';

function toSuggestion(result: SearchResult): Suggestion {
  const year = Number.parseInt((result.releaseDate ?? result.firstAirDate ?? '').slice(0, 4), 10);
  return {
    id: result.id,
    mediaType: result.mediaType,
    name: result.title ?? result.name ?? '',
    year: Number.isNaN(year) ? null : year,
    // A line is too small for a backdrop: a title's poster, a person's portrait.
    imagePath: result.mediaType === 'person' ? result.profilePath : result.posterPath,
  };
}

/** The first `SUGGESTIONS` results, best first. */
export function toSuggestions(results: readonly SearchResult[]): SuggestionListResponse {
  return { results: results.slice(0, SUGGESTIONS).map(toSuggestion) };
}

/**
 * Each cached search page's suggestions, made once: a hit on the page then answers with the
 * same object, whose encoded answer the HTTP layer keeps (http/cached-json.ts).
 */
const madeFrom = new WeakMap<ResultPage, SuggestionListResponse>();

export function suggestionsFrom(page: ResultPage): SuggestionListResponse {
  let suggestions = madeFrom.get(page);
  if (!suggestions) madeFrom.set(page, (suggestions = toSuggestions(page.results)));
  return suggestions;
}
