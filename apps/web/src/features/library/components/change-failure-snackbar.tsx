import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Says that a change was undone and why; an alert, so screen readers read it out. */
export function ChangeFailureSnackbar({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Snackbar open={message !== null} autoHideDuration={8000} onClose={onClose}>
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
