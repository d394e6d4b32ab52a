/**
 * A dialog that makes a list: its name and description. A name the visitor already gives a
 * list answers that list (the API keeps one per name), which is what they meant.
 */
import { useLingui } from '@lingui/react';
import type { List } from '@media-search/api-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useCreateList } from '../api/user-list-queries.ts';
import { listChangeFailure } from '../lib/list-view.ts';
import { ListFields, fieldsAreValid, type ListFieldValues } from './list-fields.tsx';

const EMPTY: ListFieldValues = { name: '', description: '' };

export function CreateListDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (list: List) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const create = useCreateList();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setValues(EMPTY);
    setSent(false);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (!fieldsAreValid(values) || create.isPending) return;
    setFailure(null);
    create.mutate(
      { name: values.name.trim(), description: values.description },
      {
        onSuccess: (list) => {
          close();
          onCreated(list);
        },
        onError: (error) => setFailure(listChangeFailure(i18n, error)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{i18n._('user-lists.newList')}</DialogTitle>
        <DialogContent>
          <ListFields values={values} onChange={setValues} showMissing={sent} autoFocus />
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{i18n._('user-lists.cancel')}</Button>
          <Button type="submit" variant="contained" aria-disabled={create.isPending}>
            {i18n._('user-lists.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
