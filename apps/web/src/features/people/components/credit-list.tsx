import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { PersonCredit } from '@media-search/api-client';
import { CardLink } from '../../../components/card-link.tsx';
import { MediaImage } from '../../../components/media/media-image.tsx';
import { characterOrUnknown, yearOf } from '../../../lib/format.ts';

function CreditCard({ credit }: { credit: PersonCredit }) {
  const title = credit.title ?? credit.name ?? '';
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink
        to={`/${credit.mediaType}/$id`}
        params={{ id: credit.id }}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <MediaImage path={credit.backdropPath ?? credit.posterPath} alt="" shape="backdrop" />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          <Typography variant="body2">{characterOrUnknown(credit.character)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {yearOf(credit.releaseDate ?? credit.firstAirDate)}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}

export function CreditList({ credits }: { credits: readonly PersonCredit[] }) {
  if (credits.length === 0) return <Typography>None</Typography>;
  return (
    <Box
      component="ul"
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
