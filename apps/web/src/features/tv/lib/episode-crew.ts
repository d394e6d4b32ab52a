import type { CrewMember } from '@media-search/api-client';
import type { PersonWithJobs } from '@/components/media/people-by-job.tsx';

/** The jobs that say who made an episode, in the order they are named. */
export const EPISODE_CREW_JOBS = ['Director', 'Writer', 'Screenplay', 'Teleplay', 'Story'];

/**
 * An episode's director(s) and writers: each person once with their jobs among
 * EPISODE_CREW_JOBS, directors first, then writers, each group in billing order.
 */
export function episodeMakers(crew: readonly CrewMember[]): PersonWithJobs[] {
  const people = new Map<number, { id: number; name: string; jobs: string[] }>();
  for (const member of crew) {
    if (!EPISODE_CREW_JOBS.includes(member.job)) continue;
    const person = people.get(member.id) ?? { id: member.id, name: member.name, jobs: [] };
    if (!person.jobs.includes(member.job)) person.jobs.push(member.job);
    people.set(member.id, person);
  }
  const firstJob = (person: { jobs: string[] }) =>
    Math.min(...person.jobs.map((job) => EPISODE_CREW_JOBS.indexOf(job)));
  return [...people.values()]
    .map((person) => ({
      ...person,
      jobs: person.jobs.toSorted(
        (a, b) => EPISODE_CREW_JOBS.indexOf(a) - EPISODE_CREW_JOBS.indexOf(b),
      ),
    }))
    .sort((a, b) => firstJob(a) - firstJob(b));
}
