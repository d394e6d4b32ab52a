/** From Discover to the other catalogue and to the ready-made lists of this one. */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ButtonLink } from '@/components/links.tsx';
import type { DiscoverMedia } from '../lib/discover-search.ts';

/** Labels are message IDs (the `discover` catalogue). */
const LISTS = {
  movie: [
    { to: '/top-rated/movies', label: /*i18n*/ 'discover.topRatedMovies' },
    { to: '/upcoming/movies', label: /*i18n*/ 'discover.upcomingMovies' },
    { to: '/now-playing/movies', label: /*i18n*/ 'discover.nowPlayingMovies' },
  ],
  tv: [
    { to: '/top-rated/tv', label: /*i18n*/ 'discover.topRatedTvShows' },
    { to: '/airing-today/tv', label: /*i18n*/ 'discover.airingToday' },
    { to: '/on-the-air/tv', label: /*i18n*/ 'discover.onTheAir' },
  ],
} as const;

export function DiscoverLinks({ media }: { media: DiscoverMedia }) {
  const { i18n } = useLingui();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <Box component="nav" aria-label={i18n._('discover.media')} sx={{ display: 'flex', gap: 1 }}>
        <ButtonLink
          to="/discover/movies"
          variant={media === 'movie' ? 'contained' : 'outlined'}
          aria-current={media === 'movie' ? 'page' : undefined}
          size="small"
        >
          {i18n._('discover.movies')}
        </ButtonLink>
        <ButtonLink
          to="/discover/tv"
          variant={media === 'tv' ? 'contained' : 'outlined'}
          aria-current={media === 'tv' ? 'page' : undefined}
          size="small"
        >
          {i18n._('discover.tvShows')}
        </ButtonLink>
      </Box>
      <Box
        component="nav"
        aria-label={i18n._('discover.moreLists')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {LISTS[media].map(({ to, label }) => (
          <ButtonLink key={to} to={to} size="small">
            {i18n._(label)}
          </ButtonLink>
        ))}
      </Box>
    </Stack>
  );
}
