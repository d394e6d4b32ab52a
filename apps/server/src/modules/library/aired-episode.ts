/**
 * An episode one can watch or rate: the show has it (else 404) and it has aired (else 400). It
 * has aired once its day has begun anywhere, as a watch date may be (watch-date.ts): the calendar
 * shows an episode aired on the visitor's today, which east of UTC can still be tomorrow there.
 */
import type { Catalog } from '../../catalog/catalog.ts';
import { BadRequestError } from '../../errors.ts';
import type { ContentLanguage } from '../../languages.ts';
import {
  episodeFacts,
  hasAired,
  type EpisodeFacts,
  type TitleFacts,
} from '../../library/title-facts.ts';
import { latestToday } from '../../library/watch-date.ts';

export async function airedEpisode(
  catalog: Catalog,
  show: TitleFacts,
  seasonNumber: number,
  episodeNumber: number,
  language?: ContentLanguage,
): Promise<EpisodeFacts> {
  const episode = await episodeFacts(catalog, show, seasonNumber, episodeNumber, language);
  if (!hasAired(episode, latestToday()))
    throw new BadRequestError(
      `Episode ${episodeNumber} of season ${seasonNumber} of ${show.title} has not aired yet.`,
    );
  return episode;
}
