/**
 * Whether a list is public: a switch, and while it is, the address anyone can open it at, with
 * a button that copies it.
 */
import { useLingui } from '@lingui/react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sharedAddress } from '../lib/list-view.ts';

export function ListSharing({
  listId,
  isPublic,
  origin,
  onChange,
}: {
  listId: string;
  isPublic: boolean;
  origin: string;
  onChange: (isPublic: boolean) => void;
}) {
  const { i18n } = useLingui();
  const [copied, setCopied] = useState(false);
  const address = sharedAddress(origin, listId);
  const copy = () =>
    void navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Box sx={{ my: 2 }}>
      <FormControlLabel
        control={<Switch checked={isPublic} onChange={(event) => onChange(event.target.checked)} />}
        label={i18n._('user-lists.makePublic')}
      />
      <Typography variant="body2" color="text.secondary">
        {isPublic ? i18n._('user-lists.publicHint') : i18n._('user-lists.privateHint')}
      </Typography>
      {isPublic && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <TextField
            label={i18n._('user-lists.sharedAddress')}
            value={address}
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ flexGrow: 1, minWidth: 0 }}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
            {i18n._('user-lists.copyLink')}
          </Button>
          <Typography role="status" variant="body2" sx={{ width: '100%' }}>
            {copied ? i18n._('user-lists.copied') : ''}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
