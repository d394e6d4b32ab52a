/**
 * TV show details (SPEC §2): poster, rating, facts, creators, the latest and next episodes,
 * networks, links elsewhere, seasons, watch guide, cast, videos, images and what to watch next.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { TvShowResponse } from '@media-search/api-client';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ExternalLinks } from '@/components/media/external-links.tsx';
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { TitleRow } from '@/components/media/title-row.tsx';
import { DetailLayout } from '@/components/media/detail-layout.tsx';
import { FactList, type Fact } from '@/components/media/fact-list.tsx';
import { ImageGallery } from '@/components/media/image-gallery.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { PeopleByJob } from '@/components/media/people-by-job.tsx';
import { RatingLine } from '@/components/media/rating-line.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { TopBilledCast } from '@/components/media/top-billed-cast.tsx';
import { TrailerButton } from '@/components/media/trailer.tsx';
import { VideoSections } from '@/components/media/video-sections.tsx';
import { WatchRegionSelect } from '@/components/media/region-select.tsx';
import { offersOf, WatchGuide } from '@/components/media/watch-guide.tsx';
import { CertificationBadge } from '@/components/media/certification-badge.tsx';
import { statusName } from '@/components/media/tmdb-terms.ts';
import { useCatalogueFallbackLang, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { formatDate, formatNumber, joinGenres, languageName } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useWatchRegion } from '@/lib/watch-region.ts';
import { tvShowQueryOptions } from '../api/tv-queries.ts';
import { EpisodesToAir } from './episodes-to-air.tsx';
import { NetworkLogos } from './network-logos.tsx';
import { SeasonLinks, type RenderSeasonProgress } from './season-links.tsx';

/** Genres, air dates, status, season and episode counts, and the original language if known. */
function tvShowFacts(i18n: I18n, show: TvShowResponse): Fact[] {
  const language = languageName(show.originalLanguage, i18n.locale);
  const firstAired = formatDate(show.firstAirDate, i18n.locale);
  const lastAired = formatDate(show.lastAirDate, i18n.locale);
  return [
    { label: i18n._('details.genres'), value: joinGenres(show.genres) },
    ...(firstAired ? [{ label: i18n._('tv.firstAirDate'), value: firstAired }] : []),
    ...(lastAired ? [{ label: i18n._('tv.lastAirDate'), value: lastAired }] : []),
    { label: i18n._('details.status'), value: statusName(i18n, 'tv.status.', show.status) },
    { label: i18n._('tv.seasons'), value: formatNumber(show.numberOfSeasons, i18n.locale) },
    { label: i18n._('tv.episodes'), value: formatNumber(show.numberOfEpisodes, i18n.locale) },
    ...(language ? [{ label: i18n._('details.originalLanguage'), value: language }] : []),
  ];
}

export function TvShowScreen({
  id,
  renderFavorite,
  renderRating,
  renderSeasonProgress,
}: {
  id: number;
  renderFavorite?: RenderFavorite;
  /** The visitor's own rating, beside TMDB's. */
  renderRating?: RenderFavorite;
  /** The visitor's progress through each season, on its card. */
  renderSeasonProgress?: RenderSeasonProgress;
}) {
  const { i18n } = useLingui();
  const show = useSuspenseQuery(
    tvShowQueryOptions(id, useCatalogueLanguage(), useDeferredValue(useWatchRegion())),
  ).data;
  const contentLang = useCatalogueFallbackLang();
  usePageTitle(show.name);
  return (
    <DetailLayout
      image={
        <MediaImage
          path={show.posterPath}
          alt={i18n._('details.posterOf', { title: show.name })}
          shape="poster"
          priority
        />
      }
      below={
        <>
          <SeasonLinks
            seriesId={show.id}
            seasons={show.seasons}
            renderSeasonProgress={renderSeasonProgress}
          />
          <WatchGuide
            offers={offersOf(show.watchProviders)}
            regionControl={<WatchRegionSelect />}
          />
          <TopBilledCast
            cast={show.castAndCrew.cast}
            castTotal={show.castAndCrew.castTotal}
            mediaType="tv"
            id={show.id}
          />
          <VideoSections videos={show.videos.videos} />
          <ImageGallery
            heading={i18n._('details.images')}
            groups={[
              {
                label: i18n._('details.backdrops'),
                shape: 'backdrop',
                images: show.images.backdrops,
              },
              { label: i18n._('details.posters'), shape: 'poster', images: show.images.posters },
            ]}
          />
          <RelatedTitles
            heading={i18n._('details.recommendations')}
            titles={show.recommendations}
          />
          <RelatedTitles heading={i18n._('details.similar')} titles={show.similar} />
        </>
      }
    >
      <TitleRow
        action={renderFavorite?.({
          id: show.id,
          mediaType: 'tv',
          title: show.name,
          imagePath: show.posterPath,
        })}
      >
        {/* Marked only when it is in another language than the page, so the heading is
            the title itself otherwise. */}
        {contentLang ? <span lang={contentLang}>{show.name}</span> : show.name}
      </TitleRow>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {show.contentRating && <CertificationBadge certification={show.contentRating} />}
        <RatingLine voteAverage={show.voteAverage} voteCount={show.voteCount} />
        {renderRating?.({
          id: show.id,
          mediaType: 'tv',
          title: show.name,
          imagePath: show.posterPath,
        })}
      </Stack>
      {show.tagline && (
        <Typography variant="subtitle1" sx={{ fontStyle: 'italic', mt: 1 }} lang={contentLang}>
          {show.tagline}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }} lang={contentLang}>
        {show.overview}
      </Typography>
      {show.createdBy.length > 0 && (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
            {i18n._('tv.createdBy')}
          </Typography>
          <PeopleByJob
            label={i18n._('tv.createdBy')}
            people={show.createdBy.map(({ id: personId, name }) => ({
              id: personId,
              name,
              jobs: [],
            }))}
          />
        </>
      )}
      <FactList facts={(i18n) => tvShowFacts(i18n, show)} />
      <EpisodesToAir seriesId={show.id} last={show.lastEpisodeToAir} next={show.nextEpisodeToAir} />
      <NetworkLogos networks={show.networks} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ExternalLinks
          ids={{ ...show.externalIds, imdbId: show.externalIds.imdbId ?? show.imdbId }}
          homepage={show.homepage}
        />
        <TrailerButton videos={show.videos.videos} title={show.name} />
      </Stack>
    </DetailLayout>
  );
}
