/** How a credit's roles and jobs read on the credits page, in the UI's language. */
import type { I18n } from '@lingui/core';
import type { CreditJob, CreditRole } from '@media-search/api-client';
import { jobName, listJobs } from '@/components/media/tmdb-terms.ts';
import { characterOrUnknown } from '@/lib/format.ts';

/** 'Jon Snow (73 episodes)' for a TV credit; a movie's, which has no count, as it is. */
function withEpisodes(i18n: I18n, credit: string, episodeCount: number | null): string {
  return episodeCount === null
    ? credit
    : i18n._('credits.withEpisodes', { credit, count: episodeCount });
}

/** A cast member's characters, as TMDB writes several: 'Jon Snow (73 episodes) / Self (1 episode)'. */
export function describeRoles(i18n: I18n, roles: readonly CreditRole[]): string {
  if (roles.length === 0) return characterOrUnknown(i18n, '');
  return roles
    .map((role) => withEpisodes(i18n, characterOrUnknown(i18n, role.character), role.episodeCount))
    .join(' / ');
}

/**
 * A crew member's jobs in one department: 'Director, Screenplay' or 'Producer (10 episodes)'.
 * Jobs that read the same in the UI's language are named once.
 */
export function describeJobs(i18n: I18n, jobs: readonly CreditJob[]): string {
  const described = jobs.map((job) => withEpisodes(i18n, jobName(i18n, job.job), job.episodeCount));
  return listJobs(i18n, [...new Set(described)]);
}
