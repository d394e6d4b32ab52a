import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { EpisodeSummary } from '@media-search/api-client';
import { CardLink } from '../../../components/card-link.tsx';
import { MediaImage } from '../../../components/media/media-image.tsx';

export function EpisodeCard({ seriesId, episode }: { seriesId: number; episode: EpisodeSummary }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink
        to="/tvepisode"
        search={{ series: seriesId, season: episode.seasonNumber, episode: episode.episodeNumber }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={episode.stillPath} alt="" shape="still" />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="overline" component="p">
            Episode {episode.episodeNumber}
          </Typography>
          <Typography variant="subtitle1" component="h3">
            {episode.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {episode.airDate}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}
