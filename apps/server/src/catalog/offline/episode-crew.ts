/**
 * A show's crew over its whole run, gathered from its episodes' crew lists, in the shape of
 * TMDB's `aggregate_credits.crew`: one entry per person and department, with every job and the
 * number of episodes they did it in. Packs written by hand give episode crew only; this lets
 * their shows have a full crew list and their people TV crew credits.
 */
import type { TmdbAggregateCrewCredit, TmdbEpisode } from '../tmdb/tmdb.types.ts';

interface Member {
  id: number;
  name: string;
  department: string;
  /** Episode ids per job. */
  jobs: Map<string, Set<number>>;
  episodes: Set<number>;
}

export class EpisodeCrew {
  readonly #shows = new Map<number, Map<string, Member>>();

  add(showId: number, episode: TmdbEpisode): void {
    if (!episode.crew?.length) return;
    let members = this.#shows.get(showId);
    if (!members) {
      members = new Map();
      this.#shows.set(showId, members);
    }
    for (const credit of episode.crew) {
      const department = credit.department ?? '';
      const key = `${credit.id}|${department}`;
      let member = members.get(key);
      if (!member) {
        member = {
          id: credit.id,
          name: credit.name ?? '',
          department,
          jobs: new Map(),
          episodes: new Set(),
        };
        members.set(key, member);
      }
      const job = credit.job ?? '';
      const episodes = member.jobs.get(job) ?? new Set<number>();
      episodes.add(episode.id);
      member.jobs.set(job, episodes);
      member.episodes.add(episode.id);
    }
  }

  has(showId: number): boolean {
    return this.#shows.has(showId);
  }

  /** The show's crew, most episodes first (then by id), each person's jobs likewise. */
  aggregate(showId: number): TmdbAggregateCrewCredit[] {
    return [...(this.#shows.get(showId)?.values() ?? [])]
      .sort((a, b) => b.episodes.size - a.episodes.size || a.id - b.id)
      .map((member) => ({
        id: member.id,
        name: member.name,
        profile_path: null,
        department: member.department,
        jobs: [...member.jobs]
          .map(([job, episodes]) => ({ job, episode_count: episodes.size }))
          .sort((a, b) => b.episode_count - a.episode_count || a.job.localeCompare(b.job)),
        total_episode_count: member.episodes.size,
      }));
  }
}
