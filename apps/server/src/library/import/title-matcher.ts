/**
 * Turns the titles an imported file names into catalogue titles (live TMDB or the offline pack),
 * richest reference first: a TMDB id, then an IMDb id (TMDB's `/find`), then the title and year
 * (a search in the year, then in the years either side). An exact title in the right year is a
 * sure match; anything less leaves up to five candidates for the visitor to choose from.
 *
 * Every step's outcome is kept in the shared match cache with the title's facts, so the same
 * reference matched again (by anyone) asks the catalogue nothing. A failing catalogue (a 5xx, a
 * timeout) is not an outcome: its error is thrown and nothing is kept.
 */
import type { Catalog } from '../../catalog/catalog.ts';
import type { SearchResult } from '../../catalog/view-models.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { episodeFacts, titleFacts, type EpisodeFacts, type TitleFacts } from '../title-facts.ts';
import type { TitleRef } from './import-items.ts';
import type { MatchCache } from './match-cache.ts';
import { normaliseTitle, titleCloseness } from './normalise-title.ts';

export interface MatchCandidate {
  mediaType: 'movie' | 'tv';
  mediaId: number;
  title: string;
  year: number | null;
  posterPath: string | null;
}

export type MatchOutcome =
  | { status: 'matched'; facts: TitleFacts; episode: EpisodeFacts | null }
  /** `ambiguous`: some candidates are close to what the file says; `unmatched`: none is. */
  | { status: 'ambiguous' | 'unmatched'; candidates: MatchCandidate[] };

type TitleType = 'movie' | 'tv';

interface EpisodePosition {
  seasonNumber: number;
  episodeNumber: number;
}

/** One way of finding a reference's title, and the cache key its outcome is kept under. */
interface MatchStep {
  key: string;
  find: () => Promise<MatchOutcome>;
}

/** The most candidates an outcome offers. */
export const MAX_CANDIDATES = 5;
/** Titles sharing at least this much (titleCloseness) are plausible candidates. */
const PLAUSIBLE_CLOSENESS = 0.5;

const UNMATCHED: MatchOutcome = { status: 'unmatched', candidates: [] };

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

const candidateOf = (result: SearchResult, type: TitleType): MatchCandidate => ({
  mediaType: type,
  mediaId: result.id,
  title: result.title ?? result.name ?? '',
  year: yearOf(result.releaseDate ?? result.firstAirDate),
  posterPath: result.posterPath,
});

const candidateOfFacts = (facts: TitleFacts): MatchCandidate => ({
  mediaType: facts.mediaType,
  mediaId: facts.mediaId,
  title: facts.title,
  year: yearOf(facts.releaseDate),
  posterPath: facts.posterPath,
});

const positionOf = (ref: TitleRef): EpisodePosition | undefined =>
  ref.seasonNumber === undefined || ref.episodeNumber === undefined
    ? undefined
    : { seasonNumber: ref.seasonNumber, episodeNumber: ref.episodeNumber };

const positionKey = (position: EpisodePosition | undefined) =>
  position ? `:s${position.seasonNumber}e${position.episodeNumber}` : '';

/** Ambiguous beats unmatched, and candidates beat none: what is left to show when nothing matched. */
const usefulness = (outcome: MatchOutcome) =>
  outcome.status === 'ambiguous'
    ? 2
    : outcome.status === 'unmatched' && outcome.candidates.length > 0
      ? 1
      : 0;

/** The catalogue's answer, or undefined for its 404 (which is an answer, unlike a failure). */
async function unlessNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

export class TitleMatcher {
  readonly #catalog: Catalog;
  readonly #cache: MatchCache;
  /** Steps being worked out now, so rows naming the same title at once share one lookup. */
  readonly #running = new Map<string, Promise<MatchOutcome>>();

  constructor(catalog: Catalog, cache: MatchCache) {
    this.#catalog = catalog;
    this.#cache = cache;
  }

  async match(ref: TitleRef): Promise<MatchOutcome> {
    let best = UNMATCHED;
    for (const step of this.#steps(ref)) {
      const outcome = await this.#kept(step);
      if (outcome.status === 'matched') return outcome;
      if (usefulness(outcome) > usefulness(best)) best = outcome;
    }
    return best;
  }

  /**
   * What a visitor's chosen candidate stands for in the row `ref` came from (cached the same
   * way): the title, or for an episode's row the episode at the row's place in that show.
   */
  async chosen(
    ref: TitleRef,
    mediaType: TitleType,
    mediaId: number,
  ): Promise<{ facts: TitleFacts; episode: EpisodeFacts | null }> {
    const position = ref.mediaType === 'episode' ? positionOf(ref) : undefined;
    if (ref.mediaType === 'episode' && (mediaType !== 'tv' || !position))
      throw new BadRequestError('This row is an episode: choose the TV show it belongs to.');
    const outcome = await this.#kept(
      position
        ? {
            key: `tmdb:episode:${mediaId}${positionKey(position)}`,
            find: () => this.#title('tv', mediaId, position),
          }
        : this.#tmdbStep(mediaType, mediaId),
    );
    if (outcome.status === 'matched') return { facts: outcome.facts, episode: outcome.episode };
    throw new BadRequestError(
      position
        ? `The TV show ${mediaId} has no episode ${position.episodeNumber} in season ${position.seasonNumber}.`
        : `No ${mediaType === 'movie' ? 'movie' : 'TV show'} has the id ${mediaId}.`,
    );
  }

  /** The ways the reference can be found, in the order they are tried. */
  #steps(ref: TitleRef): MatchStep[] {
    const steps: MatchStep[] = [];
    if (ref.mediaType === 'episode') {
      const position = positionOf(ref);
      const { show } = ref;
      if (position && show?.tmdbId !== undefined) {
        const showId = show.tmdbId;
        steps.push({
          key: `tmdb:episode:${showId}${positionKey(position)}`,
          find: () => this.#title('tv', showId, position),
        });
      }
      if (ref.imdbId) steps.push(this.#imdbStep(ref.imdbId, position));
      if (position && show?.imdbId) steps.push(this.#imdbStep(show.imdbId, position));
      if (position && show?.title)
        steps.push(this.#titleStep('tv', show.title, show.year, position));
      return steps;
    }
    if (ref.tmdbId !== undefined && ref.mediaType !== 'unknown')
      steps.push(this.#tmdbStep(ref.mediaType, ref.tmdbId));
    if (ref.imdbId) steps.push(this.#imdbStep(ref.imdbId, undefined));
    if (ref.title) steps.push(this.#titleStep(ref.mediaType, ref.title, ref.year, undefined));
    return steps;
  }

  #tmdbStep(type: TitleType, id: number): MatchStep {
    return { key: `tmdb:${type}:${id}`, find: () => this.#title(type, id, undefined) };
  }

  /** An IMDb id names one title: whatever kind the catalogue says it is, it is taken. */
  #imdbStep(imdbId: string, position: EpisodePosition | undefined): MatchStep {
    return {
      key: `imdb:${imdbId}${positionKey(position)}`,
      find: async () => {
        const found = await this.#catalog.findByImdbId(imdbId);
        if (!found) return UNMATCHED;
        if (found.mediaType === 'episode') return this.#title('tv', found.showId, found);
        return this.#title(
          found.mediaType,
          found.id,
          found.mediaType === 'tv' ? position : undefined,
        );
      },
    };
  }

  /** `unknown` looks among movies and then shows. */
  #titleStep(
    kind: TitleRef['mediaType'],
    title: string,
    year: number | undefined,
    position: EpisodePosition | undefined,
  ): MatchStep {
    const types: TitleType[] =
      kind === 'movie' || kind === 'tv' ? [kind] : kind === 'episode' ? ['tv'] : ['movie', 'tv'];
    const wanted = normaliseTitle(title);
    return {
      key: `title:${kind}:${wanted}:${year ?? ''}${positionKey(position)}`,
      find: () => this.#byTitle(types, title, wanted, year, position),
    };
  }

  /**
   * Searches the year, each type in turn, for the one title of exactly that name; then the years
   * either side, whose results are only candidates (a file's year is the title's, so a title a
   * year off may well be another one of the same name). Without a year, a name only one title
   * has is the match.
   */
  async #byTitle(
    types: TitleType[],
    title: string,
    wanted: string,
    year: number | undefined,
    position: EpisodePosition | undefined,
  ): Promise<MatchOutcome> {
    const found: MatchCandidate[] = [];
    const years = year === undefined ? [undefined] : [year, year - 1, year + 1];
    for (const [index, searchedYear] of years.entries()) {
      for (const type of types) {
        const page = await this.#catalog.search(type, title, 1, undefined, searchedYear);
        const candidates = page.results.map((result) => candidateOf(result, type));
        found.push(...candidates);
        if (index > 0) continue;
        const exact = candidates.filter(
          (candidate) =>
            normaliseTitle(candidate.title) === wanted &&
            (year === undefined || candidate.year === year),
        );
        const [sure, ...others] = exact;
        if (sure && others.length === 0) return this.#title(type, sure.mediaId, position);
      }
    }
    return choices(found, wanted, year);
  }

  /** The title's facts, and its episode's at `position`; unmatched for what the catalogue lacks. */
  async #title(
    type: TitleType,
    id: number,
    position: EpisodePosition | undefined,
  ): Promise<MatchOutcome> {
    const facts = await unlessNotFound(() => titleFacts(this.#catalog, type, id));
    if (!facts) return UNMATCHED;
    if (!position) return { status: 'matched', facts, episode: null };
    const episode = await unlessNotFound(() =>
      episodeFacts(this.#catalog, facts, position.seasonNumber, position.episodeNumber),
    );
    // The show is there but not the episode: the show is all there is to offer.
    if (!episode) return { status: 'unmatched', candidates: [candidateOfFacts(facts)] };
    return { status: 'matched', facts, episode };
  }

  /** The step's kept outcome, else found now and kept (failures throw and are not). */
  #kept({ key, find }: MatchStep): Promise<MatchOutcome> {
    const running = this.#running.get(key);
    if (running) return running;
    const work = (async () => {
      const kept = await this.#cache.get(key);
      if (kept) return kept;
      const outcome = await find();
      await this.#cache.put(key, outcome);
      return outcome;
    })().finally(() => this.#running.delete(key));
    this.#running.set(key, work);
    return work;
  }
}

/**
 * The best few of what the searches found, closest title first, then nearest year, then the
 * catalogue's own order: ambiguous when any is close to the file's title, else unmatched.
 */
function choices(found: MatchCandidate[], wanted: string, year: number | undefined): MatchOutcome {
  const seen = new Set<string>();
  const ranked = found
    .filter((candidate) => {
      const id = `${candidate.mediaType}:${candidate.mediaId}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map((candidate, order) => ({
      candidate,
      order,
      closeness: titleCloseness(wanted, normaliseTitle(candidate.title)),
      yearsOff:
        year === undefined || candidate.year === null
          ? Number.POSITIVE_INFINITY
          : Math.abs(candidate.year - year),
    }))
    .sort((a, b) => b.closeness - a.closeness || a.yearsOff - b.yearsOff || a.order - b.order)
    .slice(0, MAX_CANDIDATES);
  const plausible = ranked.some(({ closeness }) => closeness >= PLAUSIBLE_CLOSENESS);
  return {
    status: plausible ? 'ambiguous' : 'unmatched',
    candidates: ranked.map(({ candidate }) => candidate),
  };
}
