import { useLingui } from '@lingui/react';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EpisodeSummary } from '@media-search/api-client';
import type { ReactNode } from 'react';
import { CardLink } from '@/components/card-link.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { formatDate, formatRating, formatRuntime } from '@/lib/format.ts';

/**
 * SPEC's episode card (still, 'Episode {n}', name, air date) with runtime, rating and a line of
 * overview; and below its link, `action` (the visitor's own "Watched", given by the route).
 */
export function EpisodeCard({
  seriesId,
  episode,
  action,
}: {
  seriesId: number;
  episode: EpisodeSummary;
  action?: ReactNode;
}) {
  const { i18n } = useLingui();
  const airDate = formatDate(episode.airDate, i18n.locale);
  const facts = [airDate, episode.runtime ? formatRuntime(episode.runtime, i18n.locale) : null];
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink
        to="/tvepisode"
        search={{ series: seriesId, season: episode.seasonNumber, episode: episode.episodeNumber }}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={episode.stillPath} alt="" shape="still" />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="overline" component="p">
            {i18n._('tv.episode', { number: episode.episodeNumber })}
          </Typography>
          <Typography variant="subtitle1" component="h3">
            {episode.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {facts.filter(Boolean).join(' · ')}
          </Typography>
          {episode.voteCount > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Star aria-hidden fontSize="small" sx={{ color: 'warning.main' }} />
              <Typography variant="body2">
                <Box component="span" sx={visuallyHidden}>
                  {`${i18n._('tv.rating')} `}
                </Box>
                {formatRating(episode.voteAverage, episode.voteCount, i18n.locale)}
              </Typography>
            </Stack>
          )}
          {episode.overview && (
            <Typography variant="body2" noWrap sx={{ mt: 0.5 }}>
              {episode.overview}
            </Typography>
          )}
        </CardContent>
      </CardLink>
      {action && <CardActions>{action}</CardActions>}
    </Card>
  );
}
