import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SearchResult } from '@media-search/api-client';
import { yearOf } from '../../lib/format.ts';
import { CardLink } from '../card-link.tsx';
import { MediaImage } from './media-image.tsx';

/** The best image a result has: backdrop, else poster, else profile. */
export function resultImagePath(result: SearchResult): string | null {
  return result.backdropPath ?? result.posterPath ?? result.profilePath;
}

export function resultTitle(result: Pick<SearchResult, 'title' | 'name'>): string {
  return result.title ?? result.name ?? '';
}

interface ResultCardProps {
  result: SearchResult;
  /** The title's heading level: h2 on a screen of results, h3 in a section of a screen. */
  titleElement?: 'h2' | 'h3';
}

/** A movie, TV show or person in a list: image, title or name, and year, leading to its page. */
export function ResultCard({ result, titleElement = 'h2' }: ResultCardProps) {
  const title = resultTitle(result);
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink
        to={`/${result.mediaType}/$id`}
        params={{ id: result.id }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={resultImagePath(result)} alt="" shape="backdrop" />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component={titleElement} sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {yearOf(result.releaseDate ?? result.firstAirDate)}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}
