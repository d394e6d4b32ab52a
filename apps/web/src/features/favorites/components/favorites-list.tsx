/**
 * The signed-in Favorites screen (SPEC §2): 'You don't have any favorites' when there are none,
 * otherwise a card per favourite with its title, its image leading to its page, and a delete
 * button; above them, a filter by type, a sort, Export and Import (favorites-toolbar.tsx).
 */
import { useLingui } from '@lingui/react';
import DeleteIcon from '@mui/icons-material/Delete';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Favorite } from '@media-search/api-client';
import { useEffect, useMemo, useRef } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { CardLink } from '@/components/card-link.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useDeleteFavorite, useFavorites } from '../api/favorite-queries.ts';
import { viewFavorites, type FavoritesSearch } from '../lib/favorites-view.ts';
import { FavoritesToolbar } from './favorites-toolbar.tsx';

interface FavoriteCardProps {
  favorite: Favorite;
  /** Called as this favourite is deleted, before it leaves the list. */
  onDelete: () => void;
}

function FavoriteCard({ favorite, onDelete }: FavoriteCardProps) {
  const { i18n } = useLingui();
  const remove = useDeleteFavorite();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink to={`/${favorite.mediaType}/$id`} params={{ id: Number(favorite.mediaId) }}>
        {/* Named by its picture's title: what a visitor sees, image or 'No image', is not a name. */}
        <MediaImage
          path={null}
          url={favorite.mediaImageUrl}
          alt={favorite.mediaTitle}
          shape={favorite.mediaType === 'person' ? 'profile' : 'poster'}
        />
      </CardLink>
      <CardContent sx={{ flexGrow: 1, pb: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
          {favorite.mediaTitle}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {/* Not `disabled` while deleting: a disabled button loses the keyboard's focus. */}
        <IconButton
          aria-label={i18n._('favorites.delete', { title: favorite.mediaTitle })}
          onClick={() => {
            if (remove.isPending) return;
            onDelete();
            remove.mutate({ query: { favoriteId: favorite.id } });
          }}
          aria-disabled={remove.isPending}
        >
          <DeleteIcon />
        </IconButton>
      </CardActions>
    </Card>
  );
}

/**
 * Where focus goes once a deleted favourite has left the list, so a keyboard user is never
 * dropped to the page's start: the delete button of the card that took its place, else of
 * the card before it, else (none left) the heading.
 */
function useFocusAfterDelete(favorites: Favorite[] | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const deleted = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const gone = deleted.current;
    if (!gone || !favorites || favorites.some((favorite) => favorite.id === gone.id)) return;
    deleted.current = null;
    // Only focus that the deleted card took with it moves; a visitor who went on elsewhere stays.
    if (document.activeElement && document.activeElement !== document.body) return;
    const cards = list.current?.children;
    const card = cards?.[gone.index] ?? cards?.[gone.index - 1];
    const target = card?.querySelector<HTMLElement>('button') ?? heading.current;
    target?.focus();
  }, [favorites]);
  const onDelete = (favorite: Favorite, index: number) => {
    deleted.current = { id: favorite.id, index };
  };
  return { heading, list, onDelete };
}

/** `search`: the type and order to show, from the address. */
export function FavoritesList({ search }: { search: FavoritesSearch }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._('favorites.heading'));
  const favorites = useFavorites();
  const shown = useMemo(
    () => favorites.data && viewFavorites(favorites.data, search, i18n.locale),
    [favorites.data, search, i18n.locale],
  );
  const { heading, list, onDelete } = useFocusAfterDelete(shown);
  if (favorites.isPending) return <PageSpinner />;
  if (favorites.isError)
    return <ErrorView error={favorites.error} onRetry={() => void favorites.refetch()} />;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom ref={heading} tabIndex={-1}>
        {i18n._('favorites.heading')}
      </Typography>
      <FavoritesToolbar favorites={favorites.data} search={search} />
      {favorites.data.length === 0 ? (
        <>
          <Typography>{i18n._('favorites.empty')}</Typography>
          {/* SPEC's sentence alone leaves a new visitor nowhere to go: how, and where to start. */}
          <Typography sx={{ mt: 1 }}>
            {i18n._('favorites.emptyHint')}{' '}
            <TextLink to="/popular/movies">{i18n._('favorites.popularMovies')}</TextLink>
          </Typography>
        </>
      ) : shown?.length === 0 ? (
        <Typography>{i18n._('favorites-io.noneOfType', { type: search.type })}</Typography>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          ref={list}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown?.map((favorite, index) => (
            <Grid key={favorite.id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }} component="li">
              <FavoriteCard favorite={favorite} onDelete={() => onDelete(favorite, index)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
