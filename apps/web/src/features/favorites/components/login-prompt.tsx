/** SPEC §4: an outlined heart clicked while signed out asks the visitor to log in. */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface LoginPromptProps {
  open: boolean;
  onLogin: () => void;
  onCancel: () => void;
}

export function LoginPrompt({ open, onLogin, onCancel }: LoginPromptProps) {
  const { i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="login-prompt-title"
      aria-describedby="login-prompt-text"
    >
      <DialogTitle id="login-prompt-title">{i18n._('favorites.login')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-prompt-text">
          {i18n._('favorites.loginRequired')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{i18n._('favorites.cancel')}</Button>
        <Button variant="contained" onClick={onLogin} autoFocus>
          {i18n._('favorites.login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
