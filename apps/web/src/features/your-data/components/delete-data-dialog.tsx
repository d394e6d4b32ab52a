/**
 * Delete my data's confirmation: the visitor types their account name (shown to them), and
 * only then can delete. Once deleted, it says so and signs them out.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface DeleteDataDialogProps {
  open: boolean;
  /** What the visitor must type: their account's name. */
  accountName: string;
  pending: boolean;
  /** The API's message when the deletion failed. */
  failure: string | undefined;
  deleted: boolean;
  onDelete: (typed: string) => void;
  onSignOut: () => void;
  onClose: () => void;
}

export function DeleteDataDialog(props: DeleteDataDialogProps) {
  const { open, accountName, pending, failure, deleted, onDelete, onSignOut, onClose } = props;
  const { i18n } = useLingui();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === accountName;

  if (deleted)
    return (
      <Dialog open={open} aria-labelledby="deleted-title" fullWidth>
        <DialogTitle id="deleted-title">{i18n._('yourData.deletedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{i18n._('yourData.deletedText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onSignOut} autoFocus>
            {i18n._('yourData.signOut')}
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="delete-title"
      fullWidth
      slotProps={{ transition: { onExited: () => setTyped('') } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !pending) onDelete(typed.trim());
        }}
      >
        <DialogTitle id="delete-title">{i18n._('yourData.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{i18n._('yourData.deleteIntro')}</DialogContentText>
          <DialogContentText id="delete-confirm-text" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {i18n._('yourData.deleteConfirmText', { name: accountName })}
          </DialogContentText>
          <TextField
            label={i18n._('yourData.accountName')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{
              htmlInput: { 'aria-describedby': 'delete-confirm-text', spellCheck: false },
            }}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {i18n._('yourData.deleteFailed', { message: failure })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={pending}>
            {i18n._('yourData.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!matches || pending}>
            {i18n._('yourData.deleteEverything')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
