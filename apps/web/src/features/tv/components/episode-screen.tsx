/**
 * An episode (SPEC §2 Episode page): where it sits, its still, rating, facts, who directed and
 * wrote it, the episodes either side and its guest stars; beside the rating and under it, what
 * the route puts there (the visitor's own rating and watched state, from the library feature,
 * which this one does not know).
 */
import { useLingui } from '@lingui/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EpisodeLink, EpisodeResponse } from '@media-search/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/links.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { CastGrid } from '@/components/media/cast-grid.tsx';
import { DetailLayout } from '@/components/media/detail-layout.tsx';
import { FactList } from '@/components/media/fact-list.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { PeopleByJob } from '@/components/media/people-by-job.tsx';
import { RatingLine } from '@/components/media/rating-line.tsx';
import { SectionHeading } from '@/components/media/section-heading.tsx';
import { useCatalogueFallbackLang, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { formatDate, formatRuntime } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { episodeQueryOptions, type EpisodeRef } from '../api/tv-queries.ts';
import { episodeMakers } from '../lib/episode-crew.ts';
import { EpisodeCode } from './episode-code.tsx';
import { NeighbourNav, NeighbourText, nextIcon, previousIcon } from './neighbour-nav.tsx';

function NeighbourEpisode({
  series,
  to,
  direction,
}: {
  series: number;
  to: EpisodeLink;
  direction: 'previous' | 'next';
}) {
  const { i18n } = useLingui();
  const previous = direction === 'previous';
  return (
    <ButtonLink
      to="/tvepisode"
      search={{ series, season: to.seasonNumber, episode: to.episodeNumber }}
      variant="outlined"
      {...(previous ? { startIcon: previousIcon } : { endIcon: nextIcon })}
    >
      <NeighbourText caption={previous ? i18n._('tv.previousEpisode') : i18n._('tv.nextEpisode')}>
        <EpisodeCode seasonNumber={to.seasonNumber} episodeNumber={to.episodeNumber} />
      </NeighbourText>
    </ButtonLink>
  );
}

interface EpisodeScreenProps extends EpisodeRef {
  renderRating?: (episode: EpisodeResponse) => ReactNode;
  renderWatched?: (episode: EpisodeResponse) => ReactNode;
}

export function EpisodeScreen({ renderRating, renderWatched, ...ref }: EpisodeScreenProps) {
  const { i18n } = useLingui();
  const episode = useSuspenseQuery(episodeQueryOptions(ref, useCatalogueLanguage())).data;
  usePageTitle(`${episode.tvShowTitle}: ${episode.name}`);
  const { previousEpisode, nextEpisode } = episode;
  const contentLang = useCatalogueFallbackLang();
  return (
    <DetailLayout
      image={<MediaImage path={episode.stillPath} alt={episode.name} shape="still" priority />}
      wideImage
      below={
        <>
          <SectionHeading>{i18n._('tv.guestStars')}</SectionHeading>
          <CastGrid cast={episode.guestStars} rowOnPhones />
        </>
      }
    >
      <Typography variant="h4" component="h1">
        <TextLink to="/tv/$id" params={{ id: ref.series }} color="inherit">
          {episode.tvShowTitle}
        </TextLink>
      </Typography>
      <Typography variant="subtitle1" component="p">
        <TextLink to="/tvseason" search={{ series: ref.series, season: episode.seasonNumber }}>
          {i18n._('tv.season', { number: episode.seasonNumber })}
        </TextLink>
        {` · ${i18n._('tv.episode', { number: episode.episodeNumber })}`}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 1 }} lang={contentLang}>
        {episode.name}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <RatingLine voteAverage={episode.voteAverage} voteCount={episode.voteCount} />
        {renderRating?.(episode)}
      </Stack>
      {renderWatched?.(episode)}
      <Typography sx={{ mt: 1 }} lang={contentLang}>
        {episode.overview}
      </Typography>
      <PeopleByJob label={i18n._('tv.directedAndWrittenBy')} people={episodeMakers(episode.crew)} />
      <FactList
        facts={(i18n) => [
          { label: i18n._('details.runtime'), value: formatRuntime(episode.runtime, i18n.locale) },
          { label: i18n._('tv.airDate'), value: formatDate(episode.airDate, i18n.locale) ?? '' },
        ]}
      />
      <NeighbourNav
        label={i18n._('tv.episodes')}
        previous={
          previousEpisode && (
            <NeighbourEpisode series={ref.series} to={previousEpisode} direction="previous" />
          )
        }
        next={
          nextEpisode && <NeighbourEpisode series={ref.series} to={nextEpisode} direction="next" />
        }
      />
    </DetailLayout>
  );
}
