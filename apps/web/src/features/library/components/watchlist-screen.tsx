/**
 * The signed-in Watchlist screen: the titles the visitor saved for later, a card each (from
 * what the list keeps: title, year, poster, type), filtered by type and sorted as the address
 * says, a page at a time, each with a button to take it off. Each card says where the title can
 * be watched in the visitor's watch region, and "Streaming now" keeps those on a subscription
 * there: the API answers both with the page, the browser asks nothing per title.
 */
import { useLingui } from '@lingui/react';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WatchlistItem } from '@media-search/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CardLink } from '@/components/card-link.tsx';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { WatchRegionSelect } from '@/components/media/region-select.tsx';
import { formatScore } from '@/components/media/score.ts';
import { TextLink } from '@/components/text-link.tsx';
import { toFiveStarScale, yearOf } from '@/lib/format.ts';
import { displayNames } from '@/lib/intl-formats.ts';
import { useMyServiceIds } from '@/lib/my-services.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useWatchRegion } from '@/lib/watch-region.ts';
import {
  isOnWatchlist,
  useChangeWatchlist,
  useWatchlistPage,
  useWholeWatchlist,
} from '../api/watchlist-queries.ts';
import { changeFailure } from '../lib/change-failure.ts';
import {
  validateWatchlistSearch,
  type WatchlistSearch,
  type WatchlistSort,
  type WatchlistType,
} from '../lib/watchlist-view.ts';
import { ChangeFailureSnackbar } from './change-failure-snackbar.tsx';
import { ListControls, type Choice } from './list-controls.tsx';
import { ListPages } from './list-pages.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';
import { WatchlistOffers } from './watchlist-offers.tsx';

const TYPES: readonly Choice<WatchlistType | 'all'>[] = [
  { value: 'all', label: /*i18n*/ 'library.typeAll' },
  { value: 'movie', label: /*i18n*/ 'library.typeMovies' },
  { value: 'tv', label: /*i18n*/ 'library.typeTv' },
];

const SORTS: readonly Choice<WatchlistSort>[] = [
  { value: 'added', label: /*i18n*/ 'watchlist.sortAdded' },
  { value: 'release', label: /*i18n*/ 'watchlist.sortRelease' },
  { value: 'title', label: /*i18n*/ 'watchlist.sortTitle' },
  { value: 'rating', label: /*i18n*/ 'watchlist.sortRating' },
];

const KINDS = { movie: /*i18n*/ 'library.kindMovie', tv: /*i18n*/ 'library.kindTv' } as const;

function WatchlistCard({ item, onRemove }: { item: WatchlistItem; onRemove: () => void }) {
  const { i18n } = useLingui();
  const change = useChangeWatchlist();
  const [failure, setFailure] = useState<string | null>(null);
  const year = yearOf(item.releaseDate);
  const facts = [i18n._(KINDS[item.mediaType]), ...(year ? [year] : [])];
  const score = item.voteAverage
    ? formatScore(toFiveStarScale(item.voteAverage), i18n.locale)
    : null;
  const target = { mediaType: item.mediaType, id: item.mediaId, title: item.title };
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink to={`/${item.mediaType}/$id`} params={{ id: item.mediaId }}>
        <MediaImage path={item.posterPath} alt={item.title} shape="poster" />
      </CardLink>
      <CardContent sx={{ flexGrow: 1, pb: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
          {score && ` · ${i18n._('library.tmdbScore', { score })}`}
        </Typography>
        {item.offers && <WatchlistOffers offers={item.offers} />}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {/* Not `disabled` while removing: a disabled button loses the keyboard's focus. */}
        <IconButton
          aria-label={i18n._('library.removeFromWatchlist', { title: item.title })}
          aria-disabled={change.isPending}
          onClick={() => {
            if (change.isPending) return;
            onRemove();
            change.mutate(
              { target, add: false },
              { onError: (error) => setFailure(changeFailure(i18n, error)) },
            );
          }}
        >
          <BookmarkRemoveIcon />
        </IconButton>
      </CardActions>
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </Card>
  );
}

export function WatchlistScreen({ search }: { search: WatchlistSearch }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._('watchlist.heading'));
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const region = useWatchRegion();
  const hasServices = useMyServiceIds().size > 0;
  const answer = useWatchlistPage({
    type: search.type ?? 'all',
    sort: search.sort ?? 'added',
    page,
    region,
    ...(search.streaming && { streaming: search.streaming }),
  });
  const whole = useWholeWatchlist();
  // A title taken off (here or by its bookmark elsewhere) leaves at once, back if that fails.
  // Only a copy of the whole list newer than the page may hide a row: one read before a title
  // was added on another device would hide the title the page has just brought.
  const wholeIsNewer = whole.dataUpdatedAt >= answer.dataUpdatedAt;
  const shown = useMemo(
    () =>
      answer.data?.results.filter(
        (item) =>
          !whole.data ||
          !wholeIsNewer ||
          isOnWatchlist(whole.data, { mediaType: item.mediaType, id: item.mediaId }),
      ),
    [answer.data, whole.data, wholeIsNewer],
  );
  const { heading, list, onRemove } = useFocusAfterRemoval(
    useMemo(() => shown?.map((item) => item.id), [shown]),
  );
  const change = (next: WatchlistSearch) =>
    void navigate({ to: '.', search: validateWatchlistSearch({ ...next }) });

  if (answer.isPending) return <PageSpinner />;
  if (answer.isError)
    return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const filtered = Boolean(search.type ?? search.streaming);
  const regionName = displayNames(i18n.locale, { type: 'region' }).of(region) ?? region;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom ref={heading} tabIndex={-1}>
        {i18n._('watchlist.heading')}
      </Typography>
      {(answer.data.totalResults > 0 || filtered) && (
        <ListControls
          types={TYPES}
          type={search.type ?? 'all'}
          onType={(type) =>
            change({ ...search, type: type === 'all' ? undefined : type, page: undefined })
          }
          sorts={SORTS}
          sort={search.sort ?? 'added'}
          onSort={(sort) =>
            change({ ...search, sort: sort === 'added' ? undefined : sort, page: undefined })
          }
        />
      )}
      {(answer.data.totalResults > 0 || filtered) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
          <FormControlLabel
            label={i18n._('watchlist.streamingNow')}
            control={
              <Switch
                checked={search.streaming !== undefined}
                onChange={(event) =>
                  change({
                    ...search,
                    streaming: event.target.checked ? 'now' : undefined,
                    page: undefined,
                  })
                }
              />
            }
          />
          {search.streaming && hasServices && (
            <FormControlLabel
              label={i18n._('services.onMyServices')}
              control={
                <Switch
                  checked={search.streaming === 'mine'}
                  onChange={(event) =>
                    change({
                      ...search,
                      streaming: event.target.checked ? 'mine' : 'now',
                      page: undefined,
                    })
                  }
                />
              }
            />
          )}
          <WatchRegionSelect />
        </Box>
      )}
      {shown?.length === 0 ? (
        search.streaming === 'mine' ? (
          <Typography>{i18n._('services.noneOnServices', { region: regionName })}</Typography>
        ) : search.streaming ? (
          <Typography>{i18n._('watchlist.noneStreaming', { region: regionName })}</Typography>
        ) : filtered ? (
          <Typography>{i18n._('watchlist.noneOfType')}</Typography>
        ) : (
          <>
            <Typography>{i18n._('watchlist.empty')}</Typography>
            <Typography sx={{ mt: 1 }}>
              {i18n._('watchlist.emptyHint')}{' '}
              <TextLink to="/popular/movies">{i18n._('library.popularMovies')}</TextLink>
            </Typography>
          </>
        )
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          ref={list}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown?.map((item, index) => (
            <Grid key={item.id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }} component="li">
              <WatchlistCard item={item} onRemove={() => onRemove(item.id, index)} />
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
