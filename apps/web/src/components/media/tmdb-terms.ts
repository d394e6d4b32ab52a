/**
 * Words TMDB sends in English whatever language it is asked for (departments, crew jobs, a
 * title's status), in the UI's language. Their message IDs are a prefix and TMDB's own word
 * ('crew.job.Director'); a word no catalogue has stays as TMDB wrote it, like other text from
 * the catalogue, rather than showing an ID. (So the search screen's person cards can name a
 * department before English's 'crew' namespace has loaded with another screen: TMDB's word is
 * that English.)
 */
import type { I18n } from '@lingui/core';
import { listFormat } from '@/lib/intl-formats.ts';

function tmdbTerm(i18n: I18n, prefix: string, term: string): string {
  const id = `${prefix}${term}`;
  return id in i18n.messages ? i18n._(id) : term;
}

/** 'Directing' -> 'Regie'. */
export function departmentName(i18n: I18n, department: string): string {
  return tmdbTerm(i18n, 'crew.department.', department);
}

/** 'Director' -> 'Regie'. */
export function jobName(i18n: I18n, job: string): string {
  return tmdbTerm(i18n, 'crew.job.', job);
}

/**
 * Jobs in the UI's language, each once: two of TMDB's jobs can read the same in another
 * language (Writer and Screenplay are both 'Drehbuch' in German).
 */
export function jobNames(i18n: I18n, jobs: readonly string[]): string[] {
  return [...new Set(jobs.map((job) => jobName(i18n, job)))];
}

/** A title's status ('Returning Series') under `prefix` ('tv.status.'). */
export function statusName(i18n: I18n, prefix: string, status: string): string {
  return tmdbTerm(i18n, prefix, status);
}

/**
 * Jobs (already in the UI's language) as one line, listed as the locale lists them: 'Director,
 * Screenplay'; 'Regie, Drehbuch und Schnitt' in German. Intl's unit lists keep English's commas.
 */
export function listJobs(i18n: I18n, jobs: readonly string[]): string {
  return listFormat(i18n.locale, { type: 'unit', style: 'short' }).format(jobs);
}
