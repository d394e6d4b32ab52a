/** Asks a signed-out visitor to log in before a change to their watchlist or ratings. */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface SignInPromptProps {
  open: boolean;
  onLogin: () => void;
  onCancel: () => void;
}

export function SignInPrompt({ open, onLogin, onCancel }: SignInPromptProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{i18n._('library.login')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{i18n._('library.loginRequired')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{i18n._('library.cancel')}</Button>
        <Button variant="contained" onClick={onLogin} autoFocus>
          {i18n._('library.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
