/**
 * A public list at its shared address, for anyone, signed in or not: its name, description and
 * titles in the owner's order, each linking to its page. Rendered on the server, so a shared
 * link opens with the list on it.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { publicListQueryOptions } from '../api/public-list-queries.ts';
import { ListItemRow } from './list-item-row.tsx';

export function PublicListScreen({ listId }: { listId: string }) {
  const { i18n } = useLingui();
  const list = useSuspenseQuery(publicListQueryOptions(listId)).data;
  usePageTitle(list.name);
  const shown = list.items.results.length;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {list.name}
      </Typography>
      {list.description && (
        <Typography sx={{ whiteSpace: 'pre-line', mb: 2, overflowWrap: 'anywhere' }}>
          {list.description}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {i18n._('user-lists.titleCount', { count: list.itemCount })}
      </Typography>
      {shown === 0 ? (
        <Typography>{i18n._('user-lists.emptyList')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.items.results.map((item) => (
            <Box component="li" key={item.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              <ListItemRow item={item} />
            </Box>
          ))}
        </Box>
      )}
      {shown < list.itemCount && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {i18n._('user-lists.firstShown', { shown, count: list.itemCount })}
        </Typography>
      )}
    </Container>
  );
}
