/**
 * Cast and crew from TMDB's credits: the whole lists of a credits page (each person once, crew
 * grouped by department) and what a details answer shows of them (top billing, key crew).
 * Movies read `credits`; TV reads `aggregate_credits`, the whole run, whose people carry their
 * roles and jobs with episode counts.
 */
import {
  CREW_DEPARTMENTS,
  KEY_CREW_JOBS,
  TOP_BILLED_CAST,
  type CastMember,
  type CreditsResponse,
  type CrewMember,
  type KeyCrewMember,
} from '../view-models.ts';
import type { TmdbAggregateCredits, TmdbCredits, TmdbCrewCredit } from './tmdb.types.ts';

export type FullCastMember = CreditsResponse['cast'][number];
export type CrewDepartment = CreditsResponse['crew'][number];
type CrewPerson = CrewDepartment['people'][number];

/** One job of one person, flattened from either credits shape. */
export interface CrewJob {
  id: number;
  name: string;
  profilePath: string | null;
  department: string;
  job: string;
  episodeCount: number | null;
  /** Episodes in the department in all, as TMDB counts them (TV only). */
  departmentEpisodes: number | null;
}

const countOrNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
const orderOr = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A `credits` cast (a movie's): each person once with every character, in billing order. */
export function castFromCredits(credits: TmdbCredits | undefined): FullCastMember[] {
  const people = new Map<number, FullCastMember>();
  const billed = (credits?.cast ?? [])
    .map((credit, index) => ({ credit, order: orderOr(credit.order, index) }))
    .sort((a, b) => a.order - b.order);
  for (const { credit, order } of billed) {
    const role = { character: credit.character ?? '', episodeCount: null };
    const known = people.get(credit.id);
    if (known) known.roles.push(role);
    else people.set(credit.id, { ...personOf(credit), order, roles: [role], episodeCount: null });
  }
  return [...people.values()];
}

/** A show's cast over its whole run, or its latest season's when TMDB sends no aggregate. */
export function tvCast(
  aggregate: TmdbAggregateCredits | undefined,
  latest: TmdbCredits | undefined,
): FullCastMember[] {
  if (!aggregate?.cast?.length) return castFromCredits(latest);
  return aggregate.cast
    .map((credit, index) => {
      const roles = (credit.roles ?? []).map((role) => ({
        character: role.character ?? '',
        episodeCount: countOrNull(role.episode_count),
      }));
      const summed = roles.reduce((sum, role) => sum + (role.episodeCount ?? 0), 0);
      return {
        ...personOf(credit),
        order: orderOr(credit.order, index),
        roles,
        episodeCount: countOrNull(credit.total_episode_count) ?? (roles.length ? summed : null),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/** The first `TOP_BILLED_CAST` people, each with their characters joined as TMDB shows them. */
export function topBilled(cast: FullCastMember[]): CastMember[] {
  return cast.slice(0, TOP_BILLED_CAST).map((member) => ({
    id: member.id,
    name: member.name,
    profilePath: member.profilePath,
    character: member.roles
      .map((role) => role.character)
      .filter(Boolean)
      .join(' / '),
    order: member.order,
  }));
}

export function crewJobsFromCredits(credits: TmdbCredits | undefined): CrewJob[] {
  return (credits?.crew ?? []).map((credit: TmdbCrewCredit) => ({
    ...personOf(credit),
    department: departmentOf(credit.department),
    job: credit.job ?? '',
    episodeCount: null,
    departmentEpisodes: null,
  }));
}

/** A show's crew jobs over its whole run, or its latest season's without an aggregate. */
export function tvCrewJobs(
  aggregate: TmdbAggregateCredits | undefined,
  latest: TmdbCredits | undefined,
): CrewJob[] {
  if (!aggregate?.crew?.length) return crewJobsFromCredits(latest);
  return aggregate.crew.flatMap((credit) =>
    (credit.jobs ?? []).map((job) => ({
      ...personOf(credit),
      department: departmentOf(credit.department),
      job: job.job ?? '',
      episodeCount: countOrNull(job.episode_count),
      departmentEpisodes: countOrNull(credit.total_episode_count),
    })),
  );
}

/**
 * The crew by department, departments in `CREW_DEPARTMENTS` order and any others after them by
 * name; within one, each person once (in upstream billing order) with all their jobs there.
 */
export function crewByDepartment(jobs: CrewJob[]): CrewDepartment[] {
  const departments = new Map<string, Map<number, CrewPerson>>();
  for (const job of jobs) {
    const people = departments.get(job.department) ?? new Map<number, CrewPerson>();
    departments.set(job.department, people);
    let person = people.get(job.id);
    if (!person) {
      person = {
        id: job.id,
        name: job.name,
        profilePath: job.profilePath,
        jobs: [],
        episodeCount: null,
      };
      people.set(job.id, person);
    }
    if (!person.jobs.some((known) => known.job === job.job))
      person.jobs.push({ job: job.job, episodeCount: job.episodeCount });
    if (job.departmentEpisodes !== null)
      person.episodeCount = Math.max(person.episodeCount ?? 0, job.departmentEpisodes);
  }
  return [...departments]
    .sort(([a], [b]) => departmentRank(a) - departmentRank(b) || a.localeCompare(b))
    .map(([department, people]) => ({ department, people: [...people.values()] }));
}

/** The jobs of `KEY_CREW_JOBS`, in that order and then in billing order. */
export function keyCrewJobs(jobs: CrewJob[]): CrewMember[] {
  return jobs
    .filter((job) => keyJobRank(job.job) >= 0)
    .sort((a, b) => keyJobRank(a.job) - keyJobRank(b.job))
    .map(({ id, name, profilePath, job, department }) => ({
      id,
      name,
      profilePath,
      job,
      department,
    }));
}

/** One entry per person of the key crew, with their key jobs, by their first job's rank. */
export function keyCrew(jobs: CrewJob[]): KeyCrewMember[] {
  const people = new Map<number, KeyCrewMember>();
  for (const job of keyCrewJobs(jobs)) {
    const person = people.get(job.id);
    if (!person)
      people.set(job.id, {
        id: job.id,
        name: job.name,
        profilePath: job.profilePath,
        jobs: [job.job],
      });
    else if (!person.jobs.includes(job.job)) person.jobs.push(job.job);
  }
  return [...people.values()];
}

export const distinctPeople = (people: { id: number }[]): number =>
  new Set(people.map((person) => person.id)).size;

function personOf(credit: { id: number; name?: string; profile_path?: string | null }) {
  return { id: credit.id, name: credit.name ?? '', profilePath: credit.profile_path ?? null };
}

/** TMDB always names the department; a credit without one is filed with the general crew. */
const departmentOf = (department: string | undefined): string => department || 'Crew';

const departmentRank = (department: string): number => {
  const rank = (CREW_DEPARTMENTS as readonly string[]).indexOf(department);
  return rank < 0 ? CREW_DEPARTMENTS.length : rank;
};

const keyJobRank = (job: string): number => (KEY_CREW_JOBS as readonly string[]).indexOf(job);
