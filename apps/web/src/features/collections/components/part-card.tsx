import { useLingui } from '@lingui/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SearchResult } from '@media-search/api-client';
import { CardLink } from '@/components/card-link.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { resultImagePath, resultTitle } from '@/components/media/result-card.tsx';
import { formatDate } from '@/lib/format.ts';

interface PartCardProps {
  part: SearchResult;
  upcoming: boolean;
}

/** One film of a collection: image, title, release date, a line of overview, and 'Upcoming'. */
export function PartCard({ part, upcoming }: PartCardProps) {
  const { i18n } = useLingui();
  const released = formatDate(part.releaseDate, i18n.locale);
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink
        to="/movie/$id"
        params={{ id: part.id }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={resultImagePath(part)} alt="" shape="backdrop" />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3 }}>
            {resultTitle(part)}
          </Typography>
          {released && (
            <Typography variant="body2" color="text.secondary">
              {released}
            </Typography>
          )}
          {upcoming && (
            <Chip
              label={i18n._('collections.upcoming')}
              size="small"
              color="primary"
              sx={{ mt: 1 }}
            />
          )}
          {part.overview && (
            <Typography
              variant="body2"
              sx={{
                mt: 1,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {part.overview}
            </Typography>
          )}
        </CardContent>
      </CardLink>
    </Card>
  );
}
