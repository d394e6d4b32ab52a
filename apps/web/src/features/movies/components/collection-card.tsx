/** 'Part of the Orbit Saga': the collection a film belongs to, leading to all its films. */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CollectionRef } from '@media-search/api-client';
import { CardLink } from '@/components/card-link.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';

/**
 * English's message says 'Part of the {name}': 'The Orbit Saga' reads 'Part of the Orbit Saga',
 * not 'Part of the The Orbit Saga'. (Other languages quote the name, so an English 'The' is
 * lost there only from a name TMDB has in no other language.)
 */
const withoutLeadingThe = (name: string) => name.replace(/^the\s+/i, '');

export function CollectionCard({ collection }: { collection: CollectionRef }) {
  const { i18n } = useLingui();
  return (
    <Card component="section" aria-label={i18n._('movies.collection')} sx={{ mt: 3 }}>
      <CardLink
        to="/collection/$id"
        params={{ id: collection.id }}
        sx={{ display: 'flex', alignItems: 'stretch' }}
      >
        <Box sx={{ width: { xs: 120, sm: 240 }, flexShrink: 0 }}>
          <MediaImage
            path={collection.backdropPath ?? collection.posterPath}
            alt=""
            shape="backdrop"
          />
        </Box>
        <CardContent sx={{ flexGrow: 1, alignSelf: 'center' }}>
          <Typography variant="h6" component="h2">
            {i18n._('movies.partOf', { name: withoutLeadingThe(collection.name) })}
          </Typography>
          <Typography variant="body2" color="primary">
            {i18n._('movies.viewCollection')}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}
