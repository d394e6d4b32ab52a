/** A season (SPEC §2 Season page): the show, 'Season {n}', and a card per episode. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { TextLink } from '../../../components/text-link.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { seasonQueryOptions, type SeasonRef } from '../api/tv-queries.ts';
import { EpisodeCard } from './episode-card.tsx';
import { cardGridSx } from '../../../components/media/card-grid.ts';

export function SeasonScreen({ series, season }: SeasonRef) {
  const data = useSuspenseQuery(seasonQueryOptions({ series, season })).data;
  usePageTitle(`${data.tvShowTitle}: Season ${data.seasonNumber}`);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1">
        <TextLink to="/tv/$id" params={{ id: series }} color="inherit">
          {data.tvShowTitle}
        </TextLink>
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mt: 1, mb: 2 }}>
        Season {data.seasonNumber}
      </Typography>
      <Box component="ul" sx={{ ...cardGridSx, p: 0 }}>
        {data.episodes.map((episode) => (
          <li key={episode.id}>
            <EpisodeCard seriesId={series} episode={episode} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
