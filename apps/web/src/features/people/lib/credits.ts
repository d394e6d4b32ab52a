import type { I18n } from '@lingui/core';
import type { PersonCredit, PersonCrewCredit } from '@media-search/api-client';
import { jobNames, listJobs } from '@/components/media/tmdb-terms.ts';
import { characterOrUnknown } from '@/lib/format.ts';

export type CreditType = PersonCredit['mediaType'];

/** The department of cast credits; every other department comes from crew credits. */
export const ACTING = 'Acting';

type DatedCredit = Pick<PersonCredit, 'releaseDate' | 'firstAirDate'>;

/** A credit's release or first-air date; empty when it has none. */
export const creditDate = (credit: DatedCredit) => credit.releaseDate ?? credit.firstAirDate ?? '';

/**
 * Newest first; undated titles before all, as TMDB lists them: most are announced and not
 * dated yet, so newer than any dated one.
 */
const newestFirst = (a: DatedCredit, b: DatedCredit) => {
  const [dateA, dateB] = [creditDate(a), creditDate(b)];
  if (!dateA || !dateB) return Number(Boolean(dateA)) - Number(Boolean(dateB));
  return dateB.localeCompare(dateA);
};

/**
 * SPEC §2 Person: the credits of one media type, each title once (its first role), newest
 * first by release or first-air date; undated titles first.
 */
export function creditsOfType(cast: readonly PersonCredit[], type: CreditType): PersonCredit[] {
  const seen = new Set<number>();
  const unique: PersonCredit[] = [];
  for (const credit of cast) {
    if (credit.mediaType === type && !seen.has(credit.id)) {
      seen.add(credit.id);
      unique.push(credit);
    }
  }
  return unique.sort(newestFirst);
}

/** One title on a person's credit list, with what they did on it. */
export interface TitleCredit {
  id: number;
  mediaType: CreditType;
  title: string;
  releaseDate: string | null;
  firstAirDate: string | null;
  /** The character they played ('(unknown)' when none), or their jobs, such as 'Director, Writer'. */
  role: string;
  /** Episodes of a TV show they were in or worked on, when known. */
  episodeCount: number | null;
}

// Talk shows, documentaries and award shows credit people as themselves: 'Self', 'Himself',
// 'Self - Guest', 'Herself (archive footage)'.
const SELF = /^\s*(self|himself|herself|themselves|themself)\b/i;

export function isSelfCredit(credit: Pick<PersonCredit, 'character'>): boolean {
  return SELF.test(credit.character);
}

function titleOf(credit: PersonCredit | PersonCrewCredit) {
  const { id, mediaType, releaseDate, firstAirDate } = credit;
  const title = credit.title ?? credit.name ?? '';
  return { id, mediaType, title, releaseDate, firstAirDate };
}

/** Acting credits of one media type, split into roles and appearances as themselves. */
export function actingCredits(
  i18n: I18n,
  cast: readonly PersonCredit[],
  type: CreditType,
): { roles: TitleCredit[]; asSelf: TitleCredit[] } {
  const roles: TitleCredit[] = [];
  const asSelf: TitleCredit[] = [];
  for (const credit of creditsOfType(cast, type)) {
    const entry = {
      ...titleOf(credit),
      role: characterOrUnknown(i18n, credit.character),
      episodeCount: credit.episodeCount,
    };
    (isSelfCredit(credit) ? asSelf : roles).push(entry);
  }
  return { roles, asSelf };
}

/**
 * Crew credits of one media type in one department: each title once with all their jobs on it
 * (TMDB lists one credit per job) in the UI's language, newest first.
 */
export function crewCredits(
  i18n: I18n,
  crew: readonly PersonCrewCredit[],
  type: CreditType,
  department: string,
): TitleCredit[] {
  const byTitle = new Map<
    number,
    { credit: PersonCrewCredit; jobs: string[]; episodes: number[] }
  >();
  for (const credit of crew) {
    if (credit.mediaType !== type || credit.department !== department) continue;
    const entry = byTitle.get(credit.id) ?? { credit, jobs: [], episodes: [] };
    if (!entry.jobs.includes(credit.job)) entry.jobs.push(credit.job);
    if (credit.episodeCount !== null) entry.episodes.push(credit.episodeCount);
    byTitle.set(credit.id, entry);
  }
  return [...byTitle.values()]
    .map(({ credit, jobs, episodes }) => ({
      ...titleOf(credit),
      role: listJobs(i18n, jobNames(i18n, jobs)),
      // Jobs on the same episodes overlap, so the most any one job covers, not their sum.
      episodeCount: episodes.length > 0 ? Math.max(...episodes) : null,
    }))
    .sort(newestFirst);
}

interface Credits {
  cast: readonly PersonCredit[];
  crew: readonly PersonCrewCredit[];
}

/**
 * The departments a person has credits in for one media type: Acting first when they acted,
 * then crew departments with the most titles first (ties by name).
 */
export function departmentsOf({ cast, crew }: Credits, type: CreditType): string[] {
  const titles = new Map<string, Set<number>>();
  for (const credit of crew) {
    if (credit.mediaType !== type) continue;
    const ids = titles.get(credit.department) ?? new Set<number>();
    titles.set(credit.department, ids.add(credit.id));
  }
  const crewDepartments = [...titles.entries()]
    .sort(([a, aIds], [b, bIds]) => bIds.size - aIds.size || a.localeCompare(b))
    .map(([department]) => department);
  const acted = cast.some((credit) => credit.mediaType === type);
  return acted ? [ACTING, ...crewDepartments] : crewDepartments;
}

/** SPEC §2 Person: Movies by default, unless they have no movie credits at all. */
export function defaultCreditType({ cast, crew }: Credits): CreditType {
  const all = [...cast, ...crew];
  return all.length === 0 || all.some((credit) => credit.mediaType === 'movie') ? 'movie' : 'tv';
}

/**
 * The department to show: the one asked for when they have credits in it, else Acting, else
 * the department they are known for, else their first.
 */
export function chooseDepartment(
  departments: readonly string[],
  requested: string | undefined,
  knownFor: string | null,
): string | undefined {
  for (const candidate of [requested, ACTING, knownFor]) {
    if (candidate && departments.includes(candidate)) return candidate;
  }
  return departments[0];
}
