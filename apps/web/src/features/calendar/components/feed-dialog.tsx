/**
 * "Subscribe in your calendar app": the visitor's secret feed address, made when they ask, in
 * its webcal:// and https:// forms with Copy buttons. An address made in an earlier visit cannot
 * be shown again (the server keeps only its hash), so the dialog says since when there is one and
 * offers a new address (the old one then stops working, which it says) or none at all; it never
 * replaces one just for being opened.
 */
import { useLingui } from '@lingui/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AddCalendarFeedResponse } from '@media-search/api-client';

interface AddressFieldProps {
  label: string;
  copyLabel: string;
  address: string;
}

function AddressField({ label, copyLabel, address }: AddressFieldProps) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label={label}
        value={address}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Button
        aria-label={copyLabel}
        onClick={() => void navigator.clipboard.writeText(address).then(() => setCopied(true))}
      >
        {copied ? i18n._('calendar.copied') : i18n._('calendar.copy')}
      </Button>
    </Stack>
  );
}

interface FeedDialogProps {
  open: boolean;
  /** The address made in this visit, if any (none before the first, or after Stop). */
  address: AddCalendarFeedResponse | undefined;
  /** When the address made in an earlier visit was made, if there is one. */
  activeSince: string | undefined;
  pending: boolean;
  failed: boolean;
  stopped: boolean;
  onNewAddress: () => void;
  onStop: () => void;
  onClose: () => void;
}

export function FeedDialog(props: FeedDialogProps) {
  const { open, address, activeSince, pending, failed, stopped, onNewAddress, onStop, onClose } =
    props;
  const exists = address !== undefined || activeSince !== undefined;
  const { i18n } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="feed-dialog-title" fullWidth>
      <DialogTitle id="feed-dialog-title">{i18n._('calendar.feedTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{i18n._('calendar.feedIntro')}</DialogContentText>
          {pending && (
            <DialogContentText role="status">{i18n._('calendar.feedCreating')}</DialogContentText>
          )}
          {failed && <Alert severity="error">{i18n._('calendar.feedFailed')}</Alert>}
          {stopped && <Alert severity="info">{i18n._('calendar.stopped')}</Alert>}
          {address && !pending && (
            <>
              <AddressField
                label={i18n._('calendar.webcal')}
                copyLabel={i18n._('calendar.copyWebcal')}
                address={address.webcalUrl}
              />
              <AddressField
                label={i18n._('calendar.https')}
                copyLabel={i18n._('calendar.copyHttps')}
                address={address.httpsUrl}
              />
            </>
          )}
          {activeSince && !pending && (
            <Alert severity="info">
              {i18n._('calendar.activeSince', {
                date: i18n.date(activeSince, { dateStyle: 'long' }),
              })}
            </Alert>
          )}
          {exists && (
            <DialogContentText variant="body2">
              {i18n._('calendar.newAddressNote')}
            </DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onNewAddress} disabled={pending}>
          {exists ? i18n._('calendar.newAddress') : i18n._('calendar.makeAddress')}
        </Button>
        <Button onClick={onStop} disabled={pending || !exists} color="error">
          {i18n._('calendar.stopFeed')}
        </Button>
        <Button onClick={onClose} variant="contained">
          {i18n._('calendar.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
