/** How a credit's roles and jobs read on the credits page. */
import type { CreditJob, CreditRole } from '@media-search/api-client';
import { characterOrUnknown, countOf } from '@/lib/format.ts';

/** '(73 episodes)' after a TV credit; nothing for a movie's, which has no count. */
function episodes(episodeCount: number | null): string {
  return episodeCount === null ? '' : ` (${countOf(episodeCount, 'episode')})`;
}

/** A cast member's characters, as TMDB writes several: 'Jon Snow (73 episodes) / Self (1 episode)'. */
export function describeRoles(roles: readonly CreditRole[]): string {
  if (roles.length === 0) return characterOrUnknown('');
  return roles
    .map((role) => `${characterOrUnknown(role.character)}${episodes(role.episodeCount)}`)
    .join(' / ');
}

/** A crew member's jobs in one department: 'Director, Screenplay' or 'Producer (10 episodes)'. */
export function describeJobs(jobs: readonly CreditJob[]): string {
  return jobs.map((job) => `${job.job}${episodes(job.episodeCount)}`).join(', ');
}
