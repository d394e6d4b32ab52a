/** TV show details (SPEC §2): poster, rating, facts, networks, seasons, watch guide, cast. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CastGrid } from '../../../components/media/cast-grid.tsx';
import type { RenderFavorite } from '../../../components/media/favorite-target.ts';
import { TitleRow } from '../../../components/media/title-row.tsx';
import { DetailLayout } from '../../../components/media/detail-layout.tsx';
import { ExternalButton } from '../../../components/media/external-button.tsx';
import { FactList } from '../../../components/media/fact-list.tsx';
import { MediaImage } from '../../../components/media/media-image.tsx';
import { RatingLine } from '../../../components/media/rating-line.tsx';
import { SectionHeading } from '../../../components/media/section-heading.tsx';
import { TrailerButton } from '../../../components/media/trailer.tsx';
import { WatchGuide } from '../../../components/media/watch-guide.tsx';
import { joinGenres } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { tvShowQueryOptions } from '../api/tv-queries.ts';
import { NetworkLogos } from './network-logos.tsx';
import { SeasonLinks } from './season-links.tsx';

export function TvShowScreen({
  id,
  renderFavorite,
}: {
  id: number;
  renderFavorite?: RenderFavorite;
}) {
  const show = useSuspenseQuery(tvShowQueryOptions(id)).data;
  usePageTitle(show.name);
  return (
    <DetailLayout
      image={
        <MediaImage path={show.posterPath} alt={`${show.name} poster`} shape="poster" priority />
      }
      below={
        <>
          <SeasonLinks seriesId={show.id} seasons={show.seasons} />
          <WatchGuide providers={show.watchProviders.results.us} />
          <SectionHeading>Cast</SectionHeading>
          <CastGrid cast={show.castAndCrew.cast} />
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
        {show.name}
      </TitleRow>
      <RatingLine voteAverage={show.voteAverage} voteCount={show.voteCount} />
      {show.tagline && (
        <Typography variant="subtitle1" sx={{ fontStyle: 'italic', mt: 1 }}>
          {show.tagline}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>{show.overview}</Typography>
      <FactList
        facts={[
          { label: 'Genres', value: joinGenres(show.genres) },
          { label: 'First Air Date', value: show.firstAirDate ?? '' },
          { label: 'Last Air Date', value: show.lastAirDate ?? '' },
          { label: 'Status', value: show.status },
          { label: 'Seasons', value: show.numberOfSeasons },
          { label: 'Episodes', value: show.numberOfEpisodes },
        ]}
      />
      <NetworkLogos networks={show.networks} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {show.imdbId && (
          <ExternalButton href={`https://www.imdb.com/title/${show.imdbId}/`}>IMDB</ExternalButton>
        )}
        <TrailerButton videos={show.videos.videos} title={show.name} />
      </Stack>
    </DetailLayout>
  );
}
