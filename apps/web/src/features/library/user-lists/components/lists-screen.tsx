/**
 * The signed-in Lists screen: the visitor's lists, most recently changed first, each a card
 * with its first posters, how many titles it holds and whether it is public; and a button to
 * make a new one.
 */
import { useLingui } from '@lingui/react';
import type { List } from '@media-search/api-client';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardLink } from '@/components/card-link.tsx';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useMyLists } from '../api/user-list-queries.ts';
import { CreateListDialog } from './create-list-dialog.tsx';

/** Four places for posters, empty ones kept so every card is the same height. */
const POSTER_PLACES = 4;

function ListCard({ list }: { list: List }) {
  const { i18n } = useLingui();
  return (
    <Card sx={{ height: '100%' }}>
      <CardLink to="/lists/$id" params={{ id: list.id }} sx={{ height: '100%' }}>
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${POSTER_PLACES}, 1fr)`, gap: 0.5 }}
        >
          {Array.from({ length: POSTER_PLACES }, (_, place) => (
            <MediaImage key={place} path={list.posterPaths[place]} alt="" shape="poster" />
          ))}
        </Box>
        <CardContent sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
            {list.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {i18n._('user-lists.titleCount', { count: list.itemCount })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={list.public ? i18n._('user-lists.public') : i18n._('user-lists.private')}
            />
          </Box>
        </CardContent>
      </CardLink>
    </Card>
  );
}

export function ListsScreen() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('user-lists.heading'));
  const lists = useMyLists();
  const [creating, setCreating] = useState(false);

  if (lists.isPending) return <PageSpinner />;
  if (lists.isError) return <ErrorView error={lists.error} onRetry={() => void lists.refetch()} />;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography variant="h4" component="h1">
          {i18n._('user-lists.heading')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {i18n._('user-lists.newList')}
        </Button>
      </Box>
      {lists.data.length === 0 ? (
        <Typography>{i18n._('user-lists.none')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {lists.data.map((list) => (
            <Grid key={list.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <ListCard list={list} />
            </Grid>
          ))}
        </Grid>
      )}
      <CreateListDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setCreating(false)}
      />
    </Container>
  );
}
