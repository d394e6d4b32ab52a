/** Movie details (SPEC §2): poster, title and year, rating, facts, links, watch guide, cast. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CastGrid } from '../../../components/media/cast-grid.tsx';
import { DetailLayout } from '../../../components/media/detail-layout.tsx';
import { ExternalButton } from '../../../components/media/external-button.tsx';
import { FactList } from '../../../components/media/fact-list.tsx';
import type { RenderFavorite } from '../../../components/media/favorite-target.ts';
import { MediaImage } from '../../../components/media/media-image.tsx';
import { RatingLine } from '../../../components/media/rating-line.tsx';
import { SectionHeading } from '../../../components/media/section-heading.tsx';
import { TitleRow } from '../../../components/media/title-row.tsx';
import { TrailerButton } from '../../../components/media/trailer.tsx';
import { WatchGuide } from '../../../components/media/watch-guide.tsx';
import { formatMoney, formatRuntime, joinGenres, yearOf } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { movieQueryOptions } from '../api/movie-queries.ts';

export function MovieScreen({
  id,
  renderFavorite,
}: {
  id: number;
  renderFavorite?: RenderFavorite;
}) {
  const {
    movieDetails: movie,
    videos,
    watchProviders,
    castAndCrew,
  } = useSuspenseQuery(movieQueryOptions(id)).data;
  usePageTitle(movie.title);
  const year = yearOf(movie.releaseDate);
  return (
    <DetailLayout
      image={
        <MediaImage path={movie.posterPath} alt={`${movie.title} poster`} shape="poster" priority />
      }
      below={
        <>
          <WatchGuide providers={watchProviders.results.us} />
          <SectionHeading>Cast</SectionHeading>
          <CastGrid cast={castAndCrew.cast} />
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
        <Typography variant="subtitle1" color="text.secondary">
          {movie.title}
        </Typography>
      )}
      <RatingLine voteAverage={movie.voteAverage} voteCount={movie.voteCount} />
      {movie.tagline && (
        <Typography variant="subtitle1" sx={{ fontStyle: 'italic', mt: 1 }}>
          {movie.tagline}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>{movie.overview}</Typography>
      <FactList
        facts={[
          { label: 'Budget', value: formatMoney(movie.budget) },
          { label: 'Revenue', value: formatMoney(movie.revenue) },
          { label: 'Genres', value: joinGenres(movie.genres) },
          { label: 'Runtime', value: formatRuntime(movie.runtime) },
        ]}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {movie.imdbId && (
          <ExternalButton href={`https://www.imdb.com/title/${movie.imdbId}/`}>IMDB</ExternalButton>
        )}
        <TrailerButton videos={videos.videos} title={movie.title} />
      </Stack>
    </DetailLayout>
  );
}
