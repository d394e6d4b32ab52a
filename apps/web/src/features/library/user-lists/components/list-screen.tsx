/**
 * One of the visitor's lists, as its owner sees it: its name and description to edit, whether
 * it is public (with its shared address), deleting it, and its titles to reorder or remove.
 * Moves and removals show at once and go back, with a message, when the API refuses.
 */
import { useLingui } from '@lingui/react';
import type { List, ListItem } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ErrorView } from '@/components/feedback/error-view.tsx';
import { PageSpinner } from '@/components/feedback/page-spinner.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { ChangeFailureSnackbar } from '@/features/library/components/change-failure-snackbar.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import {
  useDeleteList,
  useMoveListItem,
  useMyList,
  useRemoveListItem,
  useUpdateList,
} from '../api/user-list-queries.ts';
import { listChangeFailure } from '../lib/list-view.ts';
import { DeleteListButton } from './delete-list-button.tsx';
import { ListFields, fieldsAreValid } from './list-fields.tsx';
import { ListSharing } from './list-sharing.tsx';
import { SortableListItems } from './sortable-list-items.tsx';

function ListDetailsForm({ list, onFailure }: { list: List; onFailure: (error: unknown) => void }) {
  const { i18n } = useLingui();
  const update = useUpdateList(list.id);
  const [values, setValues] = useState({ name: list.name, description: list.description });
  const [saved, setSaved] = useState(false);
  const changed = values.name.trim() !== list.name || values.description !== list.description;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !fieldsAreValid(values) || update.isPending) return;
    setSaved(false);
    update.mutate(
      { name: values.name.trim(), description: values.description },
      { onSuccess: () => setSaved(true), onError: onFailure },
    );
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2">
        {i18n._('user-lists.details')}
      </Typography>
      <ListFields
        values={values}
        onChange={(next) => {
          setSaved(false);
          setValues(next);
        }}
        showMissing
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" aria-disabled={!changed || update.isPending}>
          {i18n._('user-lists.save')}
        </Button>
        <Typography role="status" variant="body2">
          {saved ? i18n._('user-lists.saved') : ''}
        </Typography>
      </Box>
    </Paper>
  );
}

export function ListScreen({ listId, origin }: { listId: string; origin: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const answer = useMyList(listId);
  const update = useUpdateList(listId);
  const move = useMoveListItem(listId);
  const remove = useRemoveListItem(listId);
  const deletion = useDeleteList();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => setFailure(listChangeFailure(i18n, error));
  usePageTitle(answer.data?.list.name ?? i18n._('user-lists.heading'));

  if (answer.isPending) return <PageSpinner />;
  if (answer.isError)
    return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const { list, items } = answer.data;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <TextLink to="/lists">{i18n._('user-lists.allLists')}</TextLink>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {list.name}
      </Typography>
      {list.description && (
        <Typography sx={{ whiteSpace: 'pre-line', mb: 2, overflowWrap: 'anywhere' }}>
          {list.description}
        </Typography>
      )}
      <ListDetailsForm key={list.id} list={list} onFailure={fail} />
      <ListSharing
        listId={list.id}
        isPublic={list.public}
        origin={origin}
        onChange={(isPublic) => update.mutate({ public: isPublic }, { onError: fail })}
      />
      <Box sx={{ mb: 3 }}>
        <DeleteListButton
          name={list.name}
          onDelete={() =>
            deletion.mutate(list.id, {
              onSuccess: () => void navigate({ to: '/lists' }),
              onError: fail,
            })
          }
        />
      </Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {i18n._('user-lists.titleCount', { count: items.length })}
      </Typography>
      {items.length === 0 ? (
        <Typography>{i18n._('user-lists.emptyList')}</Typography>
      ) : (
        <SortableListItems
          items={items}
          onMove={(change) => move.mutate(change, { onError: fail })}
          onRemove={(item: ListItem) => remove.mutate(item, { onError: fail })}
        />
      )}
      <ChangeFailureSnackbar message={failure} onClose={() => setFailure(null)} />
    </Container>
  );
}
