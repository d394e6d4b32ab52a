import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CardLink } from '@/components/card-link.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { resultImagePosition } from '@/components/media/result-card.tsx';
import { yearOf } from '@/lib/format.ts';
import type { TitleCredit } from '../lib/credits.ts';

function CreditCard({ credit }: { credit: TitleCredit }) {
  const { i18n } = useLingui();
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink
        to={`/${credit.mediaType}/$id`}
        params={{ id: credit.id }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage
          path={credit.backdropPath ?? credit.posterPath}
          alt=""
          shape="backdrop"
          position={resultImagePosition(credit)}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {credit.title}
          </Typography>
          <Typography variant="body2">{credit.role}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              yearOf(credit.releaseDate ?? credit.firstAirDate),
              credit.episodeCount && i18n._('people.episodeCount', { count: credit.episodeCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}

interface CreditListProps {
  credits: readonly TitleCredit[];
  /** Names the list, e.g. 'Acting credits'. */
  label: string;
}

export function CreditList({ credits, label }: CreditListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {credits.map((credit) => (
        <li key={credit.id}>
          <CreditCard credit={credit} />
        </li>
      ))}
    </Box>
  );
}
