/**
 * Above the favourites: which type to show and in what order (written to the address, each
 * change a history entry, as Discover's filters are), and Export and Import.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Favorite } from '@media-search/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import {
  FAVORITE_TYPES,
  FAVORITES_SORTS,
  validateFavoritesSearch,
  type FavoriteType,
  type FavoritesSearch,
  type FavoritesSort,
} from '../lib/favorites-view.ts';
import { ExportButton } from './export-button.tsx';
import { ImportButton } from './import-button.tsx';

const ALL = 'all';
type TypeChoice = FavoriteType | typeof ALL;
const TYPE_CHOICES: readonly TypeChoice[] = [ALL, ...FAVORITE_TYPES];
/** Labels are message IDs (the `favorites-io` catalogue). */
const TYPE_LABELS: Record<TypeChoice, string> = {
  all: /*i18n*/ 'favorites-io.typeAll',
  movie: /*i18n*/ 'favorites-io.typeMovies',
  tv: /*i18n*/ 'favorites-io.typeTv',
  person: /*i18n*/ 'favorites-io.typePeople',
};
const SORT_LABELS: Record<FavoritesSort, string> = {
  recent: /*i18n*/ 'favorites-io.sortRecent',
  title: /*i18n*/ 'favorites-io.sortTitle',
};

interface FavoritesToolbarProps {
  /** The whole list, as saved: what Export writes. */
  favorites: readonly Favorite[];
  search: FavoritesSearch;
}

export function FavoritesToolbar({ favorites, search }: FavoritesToolbarProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const sortId = useId();
  const change = (next: FavoritesSearch) =>
    void navigate({ to: '.', search: validateFavoritesSearch({ ...next }) });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      {favorites.length > 0 && (
        <>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={search.type ?? ALL}
            onChange={(_event, chosen: TypeChoice | null) => {
              // Pressing the chosen button again leaves the choice as it is.
              if (chosen) change({ ...search, type: chosen === ALL ? undefined : chosen });
            }}
            aria-label={i18n._('favorites-io.type')}
          >
            {TYPE_CHOICES.map((type) => (
              <ToggleButton key={type} value={type}>
                {i18n._(TYPE_LABELS[type])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            select
            id={sortId}
            size="small"
            label={i18n._('favorites-io.sortBy')}
            value={search.sort ?? 'recent'}
            onChange={(event) =>
              change({ ...search, sort: event.target.value === 'title' ? 'title' : undefined })
            }
            sx={{ minWidth: 180 }}
          >
            {FAVORITES_SORTS.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <ExportButton favorites={favorites} />
        <ImportButton favorites={favorites} />
      </Box>
    </Box>
  );
}
