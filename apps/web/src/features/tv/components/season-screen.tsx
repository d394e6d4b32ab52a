/**
 * A season (SPEC §2 Season page): the show, 'Season {n}', its poster, air date and overview,
 * the seasons either side, and a card per episode.
 */
import { useLingui } from '@lingui/react';
import type { EpisodeSummary, SeasonResponse } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/links.tsx';
import { cardGridSx } from '@/components/media/card-grid.ts';
import { DetailLayout } from '@/components/media/detail-layout.tsx';
import { FactList } from '@/components/media/fact-list.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { SectionHeading } from '@/components/media/section-heading.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { useCatalogueFallbackLang, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { formatDate } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { seasonQueryOptions, tvShowQueryOptions, type SeasonRef } from '../api/tv-queries.ts';
import { seasonName } from '../lib/season-name.ts';
import { EpisodeCard } from './episode-card.tsx';
import { NeighbourNav, NeighbourText, nextIcon, previousIcon } from './neighbour-nav.tsx';

/**
 * What to call a neighbouring season: its name when the show's page left the show in the
 * cache (it usually has), else 'Specials' or 'Season {n}'. Not worth a request of its own.
 */
function useSeasonNames(series: number): (seasonNumber: number) => string {
  const { i18n } = useLingui();
  const show = useQueryClient().getQueryData(
    tvShowQueryOptions(series, useCatalogueLanguage()).queryKey,
  );
  return (seasonNumber) =>
    seasonName(
      i18n,
      show?.seasons.find((s) => s.seasonNumber === seasonNumber) ?? { seasonNumber },
    );
}

interface SeasonScreenProps extends SeasonRef {
  /** The visitor's progress through the season and its "Mark season watched" (from the route). */
  renderWatched?: (season: SeasonResponse, name: string) => ReactNode;
  /** An episode's own "Watched", on its card. */
  renderEpisodeWatched?: (season: SeasonResponse, episode: EpisodeSummary) => ReactNode;
}

export function SeasonScreen({
  series,
  season,
  renderWatched,
  renderEpisodeWatched,
}: SeasonScreenProps) {
  const { i18n } = useLingui();
  const data = useSuspenseQuery(
    seasonQueryOptions({ series, season }, useCatalogueLanguage()),
  ).data;
  const nameOf = useSeasonNames(series);
  usePageTitle(i18n._('tv.seasonTitle', { show: data.tvShowTitle, number: data.seasonNumber }));
  const label = i18n._('tv.season', { number: data.seasonNumber });
  const name = seasonName(i18n, data);
  const contentLang = useCatalogueFallbackLang();
  const { previousSeasonNumber: previous, nextSeasonNumber: next } = data;
  return (
    <DetailLayout
      image={
        <MediaImage
          path={data.posterPath}
          alt={i18n._('tv.seasonPoster', { show: data.tvShowTitle, season: name })}
          shape="poster"
          priority
        />
      }
      below={
        <>
          <SectionHeading>{i18n._('tv.episodes')}</SectionHeading>
          {data.episodes.length > 0 ? (
            <Box component="ul" sx={{ ...cardGridSx, p: 0 }}>
              {data.episodes.map((episode) => (
                <li key={episode.id}>
                  <EpisodeCard
                    seriesId={series}
                    episode={episode}
                    action={renderEpisodeWatched?.(data, episode)}
                  />
                </li>
              ))}
            </Box>
          ) : (
            <Typography>{i18n._('details.none')}</Typography>
          )}
        </>
      }
    >
      <Typography variant="h4" component="h1">
        <TextLink to="/tv/$id" params={{ id: series }} color="inherit">
          {data.tvShowTitle}
        </TextLink>
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {label}
      </Typography>
      {name !== label && (
        <Typography variant="subtitle1" lang={contentLang}>
          {name}
        </Typography>
      )}
      <FactList
        facts={(i18n) => {
          const airDate = formatDate(data.airDate, i18n.locale);
          return airDate ? [{ label: i18n._('tv.airDate'), value: airDate }] : [];
        }}
      />
      {data.overview && (
        <Typography sx={{ mt: 1 }} lang={contentLang}>
          {data.overview}
        </Typography>
      )}
      {renderWatched && <Box sx={{ mt: 2 }}>{renderWatched(data, name)}</Box>}
      <NeighbourNav
        label={i18n._('tv.seasons')}
        previous={
          previous !== null && (
            <ButtonLink
              to="/tvseason"
              search={{ series, season: previous }}
              variant="outlined"
              startIcon={previousIcon}
            >
              <NeighbourText caption={i18n._('tv.previousSeason')}>
                {nameOf(previous)}
              </NeighbourText>
            </ButtonLink>
          )
        }
        next={
          next !== null && (
            <ButtonLink
              to="/tvseason"
              search={{ series, season: next }}
              variant="outlined"
              endIcon={nextIcon}
            >
              <NeighbourText caption={i18n._('tv.nextSeason')}>{nameOf(next)}</NeighbourText>
            </ButtonLink>
          )
        }
      />
    </DetailLayout>
  );
}
