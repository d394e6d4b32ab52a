/**
 * Asks before un-marking a season or a whole show: it deletes the episodes' watches, with the
 * days they were watched, and no Undo could bring those back. The keyboard's focus returns to
 * `returnFocus()` once it is closed (the button that opened it may be gone by then).
 */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface UnmarkDialogProps {
  open: boolean;
  heading: string;
  onCancel: () => void;
  onConfirm: () => void;
  returnFocus: () => HTMLElement | null;
}

export function UnmarkDialog({
  open,
  heading,
  onCancel,
  onConfirm,
  returnFocus,
}: UnmarkDialogProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => returnFocus()?.focus() } }}
    >
      <DialogTitle id={`${id}-title`}>{heading}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{i18n._('watched.unmarkWarning')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {i18n._('watched.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          {i18n._('watched.unmark')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
