/** The show's latest aired episode and the next one announced, each leading to its page. */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { EpisodeSummary } from '@media-search/api-client';
import { CardLink } from '@/components/card-link.tsx';
import { formatDate } from '@/lib/format.ts';
import { EpisodeCode } from './episode-code.tsx';

interface EpisodesToAirProps {
  seriesId: number;
  last: EpisodeSummary | null;
  next: EpisodeSummary | null;
}

function EpisodeToAir({
  seriesId,
  heading,
  episode,
}: {
  seriesId: number;
  heading: string;
  episode: EpisodeSummary;
}) {
  const { i18n } = useLingui();
  const date = formatDate(episode.airDate, i18n.locale);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardLink
        to="/tvepisode"
        search={{ series: seriesId, season: episode.seasonNumber, episode: episode.episodeNumber }}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ p: 1.5 }}>
          <Typography variant="overline" component="h2" sx={{ lineHeight: 1.5 }}>
            {heading}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
            {episode.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <EpisodeCode
              seasonNumber={episode.seasonNumber}
              episodeNumber={episode.episodeNumber}
            />
            {date && ` · ${date}`}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}

export function EpisodesToAir({ seriesId, last, next }: EpisodesToAirProps) {
  const { i18n } = useLingui();
  const shown = [
    { heading: i18n._('tv.lastEpisodeToAir'), episode: last },
    { heading: i18n._('tv.nextEpisodeToAir'), episode: next },
  ].flatMap(({ heading, episode }) => (episode ? [{ heading, episode }] : []));
  if (shown.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        gap: 2,
        my: 2,
      }}
    >
      {shown.map(({ heading, episode }) => (
        <EpisodeToAir key={heading} seriesId={seriesId} heading={heading} episode={episode} />
      ))}
    </Box>
  );
}
