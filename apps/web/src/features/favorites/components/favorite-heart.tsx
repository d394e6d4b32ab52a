/**
 * The favourite heart on detail screens (SPEC §4): filled red when the item is a favourite,
 * outlined otherwise. Clicking the outline adds it, clicking the filled heart removes it, and
 * signed out, the outline asks the visitor to log in.
 */
import { useLingui } from '@lingui/react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { FavoriteTarget } from '@/components/media/favorite-target.ts';
import { useImageUrl } from '@/lib/configuration.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { useAuth } from '@/lib/auth-context.ts';
import {
  findFavorite,
  useAddFavorite,
  useDeleteFavorite,
  useFavorites,
} from '../api/favorite-queries.ts';

// The prompt and its dialog load once the screen has painted: they are for a click to come,
// and would otherwise come with the heart, in the middle of the screen's first render.
const loadLoginPrompt = () => import('./login-prompt.tsx');
const LoginPrompt = lazy(async () => ({ default: (await loadLoginPrompt()).LoginPrompt }));

export function FavoriteHeart({ target }: { target: FavoriteTarget }) {
  const { i18n } = useLingui();
  const { isAuthenticated, isRestoring, login } = useAuth();
  const imageUrl = useImageUrl();
  const favorites = useFavorites();
  const add = useAddFavorite();
  const remove = useDeleteFavorite();
  const [prompting, setPrompting] = useState(false);
  // Mounted from the first prompt on, so that it can play its closing transition.
  const [prompted, setPrompted] = useState(false);
  useEffect(() => whenIdle(() => void loadLoginPrompt()), []);
  const item = { mediaId: String(target.id), mediaType: target.mediaType };
  const saved = isAuthenticated ? findFavorite(favorites.data, item) : undefined;
  const busy = isRestoring || add.isPending || remove.isPending || favorites.isFetching;
  const addThis = () =>
    add.mutate({
      body: { ...item, mediaTitle: target.title, mediaImageUrl: imageUrl(target.imagePath) ?? '' },
    });

  const toggle = () => {
    if (!isAuthenticated) {
      setPrompted(true);
      return setPrompting(true);
    }
    if (saved) return remove.mutate({ query: { favoriteId: saved.id } });
    addThis();
  };

  // The visitor logged in to save this item: once they have, it is saved (adding is idempotent,
  // so an item their account already had stays saved once).
  const loginThenAdd = async () => {
    setPrompting(false);
    if (await login()) addThis();
  };

  return (
    <>
      <IconButton
        onClick={toggle}
        disabled={busy}
        aria-pressed={Boolean(saved)}
        aria-label={
          saved
            ? i18n._('favorites.remove', { title: target.title })
            : i18n._('favorites.add', { title: target.title })
        }
        sx={{ color: saved ? 'error.main' : 'inherit' }}
      >
        {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      {prompted && (
        <Suspense>
          <LoginPrompt
            open={prompting}
            onCancel={() => setPrompting(false)}
            onLogin={() => void loginThenAdd()}
          />
        </Suspense>
      )}
    </>
  );
}
