/** From Discover to the other catalogue and to the ready-made lists of this one. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ButtonLink } from '@/components/links.tsx';
import type { DiscoverMedia } from '../lib/discover-search.ts';

const LISTS = {
  movie: [
    { to: '/top-rated/movies', label: 'Top Rated Movies' },
    { to: '/upcoming/movies', label: 'Upcoming Movies' },
    { to: '/now-playing/movies', label: 'Now Playing Movies' },
  ],
  tv: [
    { to: '/top-rated/tv', label: 'Top Rated TV Shows' },
    { to: '/airing-today/tv', label: 'Airing Today' },
    { to: '/on-the-air/tv', label: 'On The Air' },
  ],
} as const;

export function DiscoverLinks({ media }: { media: DiscoverMedia }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <Box component="nav" aria-label="Discover" sx={{ display: 'flex', gap: 1 }}>
        <ButtonLink
          to="/discover/movies"
          variant={media === 'movie' ? 'contained' : 'outlined'}
          aria-current={media === 'movie' ? 'page' : undefined}
          size="small"
        >
          Movies
        </ButtonLink>
        <ButtonLink
          to="/discover/tv"
          variant={media === 'tv' ? 'contained' : 'outlined'}
          aria-current={media === 'tv' ? 'page' : undefined}
          size="small"
        >
          TV Shows
        </ButtonLink>
      </Box>
      <Box
        component="nav"
        aria-label="More lists"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {LISTS[media].map(({ to, label }) => (
          <ButtonLink key={to} to={to} size="small">
            {label}
          </ButtonLink>
        ))}
      </Box>
    </Stack>
  );
}
