/** Deletes a list with its items, once the visitor has confirmed it in a dialog. */
import { useLingui } from '@lingui/react';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

export function DeleteListButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking(true)}
      >
        {i18n._('user-lists.delete')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>
          {i18n._('user-lists.deleteQuestion', { name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{i18n._('user-lists.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            {i18n._('user-lists.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              onDelete();
            }}
          >
            {i18n._('user-lists.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
