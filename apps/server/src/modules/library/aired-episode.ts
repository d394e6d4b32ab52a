/** An episode one can watch or rate: the show has it (else 404) and it has aired (else 400). */
import type { Catalog } from '../../catalog/catalog.ts';
import { BadRequestError } from '../../errors.ts';
import type { ContentLanguage } from '../../languages.ts';
import {
  episodeFacts,
  hasAired,
  type EpisodeFacts,
  type TitleFacts,
} from '../../library/title-facts.ts';
import { todayUtc } from '../../library/watch-date.ts';

export async function airedEpisode(
  catalog: Catalog,
  show: TitleFacts,
  seasonNumber: number,
  episodeNumber: number,
  language?: ContentLanguage,
): Promise<EpisodeFacts> {
  const episode = await episodeFacts(catalog, show, seasonNumber, episodeNumber, language);
  if (!hasAired(episode, todayUtc()))
    throw new BadRequestError(
      `Episode ${episodeNumber} of season ${seasonNumber} of ${show.title} has not aired yet.`,
    );
  return episode;
}
