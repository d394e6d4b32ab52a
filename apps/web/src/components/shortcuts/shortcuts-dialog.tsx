/**
 * "Keyboard shortcuts", the dialog `?` opens: every shortcut, and Close. MUI's dialog closes
 * on Escape and gives focus back to where it was when the dialog opened.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react';
import { ShortcutTable } from './shortcut-table.tsx';

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="xs">
      <DialogTitle id="shortcuts-title">{i18n._('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <ShortcutTable />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {i18n._('shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
