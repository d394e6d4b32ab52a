import { useLingui } from '@lingui/react';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { activateUpdate } from '@/lib/service-worker.ts';

/**
 * "Update available — reload": stays until the visitor reloads or dismisses it (a version that
 * is dismissed takes over at the next visit, once every tab of the app is closed).
 */
export function UpdateSnackbar() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    setReloading(true);
    void activateUpdate();
  };
  return (
    <Snackbar
      open={open}
      message={i18n._('pwa.updateAvailable')}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={reload} disabled={reloading}>
            {i18n._('pwa.reload')}
          </Button>
          <IconButton
            aria-label={i18n._('pwa.dismiss')}
            color="inherit"
            size="small"
            onClick={() => setOpen(false)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
