/**
 * The signed-in Ratings screen: the visitor's own ratings (movies, shows and episodes), by
 * type and in the order the address says, a page at a time; above them, how the ratings spread
 * over the scale.
 */
import { useLingui } from '@lingui/react';
import type { Rating as SavedRating } from '@media-search/api-client';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardLink } from '@/components/card-link.tsx';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { formatDate, yearOf } from '@/lib/format.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAllRatings, useRatingsPage } from '../api/rating-queries.ts';
import {
  ratingDistribution,
  validateRatingsSearch,
  type RatingsSearch,
  type RatingType,
} from '../lib/ratings-view.ts';
import { ListControls, type Choice } from './list-controls.tsx';
import { ListPages } from './list-pages.tsx';
import { RatingDistribution } from './rating-distribution.tsx';

const TYPES: readonly Choice<RatingType | 'all'>[] = [
  { value: 'all', label: /*i18n*/ 'library.typeAll' },
  { value: 'movie', label: /*i18n*/ 'library.typeMovies' },
  { value: 'tv', label: /*i18n*/ 'library.typeTv' },
  { value: 'episode', label: /*i18n*/ 'ratings.typeEpisodes' },
];

const SORTS: readonly Choice<'date' | 'rating'>[] = [
  { value: 'date', label: /*i18n*/ 'ratings.sortDate' },
  { value: 'rating', label: /*i18n*/ 'ratings.sortRating' },
];

/** Where a rated thing's page is: the movie's, the show's, or the episode's. */
function LinkToRated({ rated, children }: { rated: SavedRating; children: ReactNode }) {
  if (rated.mediaType === 'episode')
    return (
      <CardLink
        to="/tvepisode"
        search={{
          series: rated.mediaId,
          season: rated.seasonNumber ?? 0,
          episode: rated.episodeNumber ?? 0,
        }}
      >
        {children}
      </CardLink>
    );
  return (
    <CardLink to={`/${rated.mediaType}/$id`} params={{ id: rated.mediaId }}>
      {children}
    </CardLink>
  );
}

function RatedCard({ rated }: { rated: SavedRating }) {
  const { i18n } = useLingui();
  const year = yearOf(rated.releaseDate);
  const stars = new Intl.NumberFormat(i18n.locale).format(rated.rating);
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <LinkToRated rated={rated}>
        <MediaImage path={rated.posterPath} alt={rated.title} shape="poster" />
      </LinkToRated>
      <CardContent sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
          {rated.title}
          {year && ` (${year})`}
        </Typography>
        {rated.mediaType === 'episode' && (
          <Typography variant="body2">
            {i18n._('ratings.episode', {
              season: rated.seasonNumber ?? 0,
              episode: rated.episodeNumber ?? 0,
              name: rated.episodeName ?? '',
            })}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
          <Rating value={rated.rating} precision={0.5} readOnly size="small" aria-hidden />
          <Typography variant="body2">{i18n._('ratings.yourStars', { stars })}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {i18n._('ratings.ratedOn', { date: formatDate(rated.ratedAt, i18n.locale) ?? '' })}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function RatingsScreen({ search }: { search: RatingsSearch }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._('ratings.heading'));
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const answer = useRatingsPage({ type: search.type ?? 'all', sort: search.sort ?? 'date', page });
  const all = useAllRatings();
  const change = (next: RatingsSearch) =>
    void navigate({ to: '.', search: validateRatingsSearch({ ...next }) });

  if (answer.isPending) return <PageSpinner />;
  if (answer.isError)
    return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const filtered = Boolean(search.type);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom tabIndex={-1}>
        {i18n._('ratings.heading')}
      </Typography>
      {(answer.data.totalResults > 0 || filtered) && (
        <ListControls
          types={TYPES}
          type={search.type ?? 'all'}
          onType={(type) =>
            change({ ...search, type: type === 'all' ? undefined : type, page: undefined })
          }
          sorts={SORTS}
          sort={search.sort ?? 'date'}
          onSort={(sort) =>
            change({ ...search, sort: sort === 'rating' ? 'rating' : undefined, page: undefined })
          }
        />
      )}
      {all.data && all.data.length > 0 && (
        <RatingDistribution steps={ratingDistribution(all.data, search.type)} />
      )}
      {answer.data.results.length === 0 ? (
        filtered ? (
          <Typography>{i18n._('ratings.noneOfType')}</Typography>
        ) : (
          <>
            <Typography>{i18n._('ratings.empty')}</Typography>
            <Typography sx={{ mt: 1 }}>
              {i18n._('ratings.emptyHint')}{' '}
              <TextLink to="/popular/movies">{i18n._('library.popularMovies')}</TextLink>
            </Typography>
          </>
        )
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {answer.data.results.map((rated) => (
            <Grid key={rated.id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }} component="li">
              <RatedCard rated={rated} />
            </Grid>
          ))}
        </Grid>
      )}
      <ListPages
        page={page}
        totalPages={answer.data.totalPages}
        onPage={(next) => change({ ...search, page: next })}
      />
    </Container>
  );
}
