/**
 * Movie details (SPEC §2): poster, title and year, rating, facts, links, watch guide, cast; and
 * in depth: key crew, rating badge, collection, videos, images, what to watch next.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { MovieDetails } from '@media-search/api-client';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { CertificationBadge } from '@/components/media/certification-badge.tsx';
import { DetailLayout } from '@/components/media/detail-layout.tsx';
import { ExternalLinks } from '@/components/media/external-links.tsx';
import { FactList, type Fact } from '@/components/media/fact-list.tsx';
import type { RenderFavorite } from '@/components/media/favorite-target.ts';
import { ImageGallery } from '@/components/media/image-gallery.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { PeopleByJob } from '@/components/media/people-by-job.tsx';
import { RatingLine } from '@/components/media/rating-line.tsx';
import { RelatedTitles } from '@/components/media/related-titles.tsx';
import { TitleRow } from '@/components/media/title-row.tsx';
import { TopBilledCast } from '@/components/media/top-billed-cast.tsx';
import { TrailerButton } from '@/components/media/trailer.tsx';
import { VideoSections } from '@/components/media/video-sections.tsx';
import { WatchRegionSelect } from '@/components/media/region-select.tsx';
import { statusName } from '@/components/media/tmdb-terms.ts';
import { offersOf, WatchGuide } from '@/components/media/watch-guide.tsx';
import {
  formatDate,
  formatMoney,
  formatRuntime,
  joinGenres,
  languageName,
  yearOf,
} from '@/lib/format.ts';
import { useCatalogueFallbackLang, useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useWatchRegion } from '@/lib/watch-region.ts';
import { movieQueryOptions } from '../api/movie-queries.ts';
import { CollectionCard } from './collection-card.tsx';

/** SPEC's facts, then those known of release date, original language and (unless Released) status. */
function movieFacts(i18n: I18n, movie: MovieDetails): Fact[] {
  const released = formatDate(movie.releaseDate, i18n.locale);
  const language = languageName(movie.originalLanguage, i18n.locale);
  return [
    ...(released ? [{ label: i18n._('movies.releaseDate'), value: released }] : []),
    ...(movie.status && movie.status !== 'Released'
      ? [
          {
            label: i18n._('details.status'),
            value: statusName(i18n, 'movies.status.', movie.status),
          },
        ]
      : []),
    ...(language ? [{ label: i18n._('details.originalLanguage'), value: language }] : []),
    { label: i18n._('movies.budget'), value: formatMoney(movie.budget, i18n.locale) },
    { label: i18n._('movies.revenue'), value: formatMoney(movie.revenue, i18n.locale) },
    { label: i18n._('details.genres'), value: joinGenres(movie.genres) },
    { label: i18n._('details.runtime'), value: formatRuntime(movie.runtime, i18n.locale) },
  ];
}

export function MovieScreen({
  id,
  renderFavorite,
  renderRating,
}: {
  id: number;
  renderFavorite?: RenderFavorite;
  /** The visitor's own rating, beside TMDB's. */
  renderRating?: RenderFavorite;
}) {
  const { i18n } = useLingui();
  const {
    movieDetails: movie,
    videos,
    watchProviders,
    castAndCrew,
    keyCrew,
    externalIds,
    images,
    recommendations,
    similar,
  } = useSuspenseQuery(
    movieQueryOptions(id, useCatalogueLanguage(), useDeferredValue(useWatchRegion())),
  ).data;
  const contentLang = useCatalogueFallbackLang();
  usePageTitle(movie.title);
  const year = yearOf(movie.releaseDate);
  return (
    <DetailLayout
      image={
        <MediaImage
          path={movie.posterPath}
          alt={i18n._('details.posterOf', { title: movie.title })}
          shape="poster"
          priority
        />
      }
      below={
        <>
          <WatchGuide offers={offersOf(watchProviders)} regionControl={<WatchRegionSelect />} />
          <TopBilledCast
            cast={castAndCrew.cast}
            castTotal={castAndCrew.castTotal}
            mediaType="movie"
            id={movie.id}
          />
          {movie.collection && <CollectionCard collection={movie.collection} />}
          <VideoSections videos={videos.videos} />
          <ImageGallery
            heading={i18n._('details.images')}
            groups={[
              { label: i18n._('details.backdrops'), shape: 'backdrop', images: images.backdrops },
              { label: i18n._('details.posters'), shape: 'poster', images: images.posters },
            ]}
          />
          <RelatedTitles heading={i18n._('details.recommendations')} titles={recommendations} />
          <RelatedTitles heading={i18n._('details.similar')} titles={similar} />
        </>
      }
    >
      <TitleRow
        action={renderFavorite?.({
          id: movie.id,
          mediaType: 'movie',
          title: movie.title,
          imagePath: movie.posterPath,
        })}
      >
        {movie.originalTitle}
        {year && ` (${year})`}
      </TitleRow>
      {movie.title !== movie.originalTitle && (
        <Typography variant="subtitle1" color="text.secondary" lang={contentLang}>
          {movie.title}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {movie.certification && <CertificationBadge certification={movie.certification} />}
        <RatingLine voteAverage={movie.voteAverage} voteCount={movie.voteCount} />
        {renderRating?.({
          id: movie.id,
          mediaType: 'movie',
          title: movie.title,
          imagePath: movie.posterPath,
        })}
      </Stack>
      {movie.tagline && (
        <Typography variant="subtitle1" sx={{ fontStyle: 'italic', mt: 1 }} lang={contentLang}>
          {movie.tagline}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }} lang={contentLang}>
        {movie.overview}
      </Typography>
      <PeopleByJob label={i18n._('movies.keyCrew')} people={keyCrew} />
      <FactList facts={(i18n) => movieFacts(i18n, movie)} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ExternalLinks
          ids={{ ...externalIds, imdbId: movie.imdbId ?? externalIds.imdbId }}
          homepage={movie.homepage}
        />
        <TrailerButton videos={videos.videos} title={movie.title} />
      </Stack>
    </DetailLayout>
  );
}
