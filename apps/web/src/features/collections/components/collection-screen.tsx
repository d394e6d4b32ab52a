/**
 * A collection (/collection/{id}): its name, overview, poster over its backdrop, how many films
 * it has, and the films as cards in release order, the ones still to come marked 'Upcoming'.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cardGridSx } from '@/components/media/card-grid.ts';
import { MediaImage } from '@/components/media/media-image.tsx';
import { Section } from '@/components/media/section-heading.tsx';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { useImageUrl } from '@/lib/configuration.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { collectionQueryOptions } from '../api/collection-queries.ts';
import { isoToday, isUpcoming } from '../lib/upcoming.ts';
import { PartCard } from './part-card.tsx';

function FilmCount({ count }: { count: number }) {
  const { i18n } = useLingui();
  return i18n._('collections.movieCount', { count });
}

export function CollectionScreen({ id }: { id: number }) {
  const { i18n } = useLingui();
  const collection = useSuspenseQuery(collectionQueryOptions(id, useCatalogueLanguage())).data;
  usePageTitle(collection.name);
  const backdropUrl = useImageUrl()(collection.backdropPath);
  const today = isoToday();
  return (
    <>
      <Box sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'imageTile' }}>
        {backdropUrl && (
          <Box
            component="img"
            src={backdropUrl}
            alt=""
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              opacity: 0.2,
            }}
          />
        )}
        <Container maxWidth="lg" sx={{ position: 'relative', py: 3 }}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 4, md: 3 }}>
              <Box sx={{ maxWidth: { xs: 240, sm: 'none' } }}>
                <MediaImage
                  path={collection.posterPath}
                  alt={i18n._('collections.posterOf', { name: collection.name })}
                  shape="poster"
                  priority
                />
              </Box>
            </Grid>
            <Grid size={{ xs: 12, sm: 8, md: 9 }}>
              <Typography variant="h4" component="h1">
                {collection.name}
              </Typography>
              <Typography variant="subtitle1" sx={{ mt: 1 }}>
                <FilmCount count={collection.parts.length} />
              </Typography>
              {collection.overview && <Typography sx={{ mt: 2 }}>{collection.overview}</Typography>}
            </Grid>
          </Grid>
        </Container>
      </Box>
      {collection.parts.length > 0 && (
        <Container maxWidth="lg" sx={{ pb: 3 }}>
          <Section heading={i18n._('collections.movies')}>
            <Box component="ul" sx={{ ...cardGridSx, p: 0 }}>
              {collection.parts.map((part) => (
                <li key={part.id}>
                  <PartCard part={part} upcoming={isUpcoming(part.releaseDate, today)} />
                </li>
              ))}
            </Box>
          </Section>
        </Container>
      )}
    </>
  );
}
