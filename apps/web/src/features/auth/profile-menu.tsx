/** The signed-in visitor's avatar, opening 'Hello Authenticated User!' with name and email. */
import { useLingui } from '@lingui/react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AuthUser } from '@/lib/auth-context.ts';

function initials(name: string | undefined): string {
  return (name ?? '?')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function ProfileMenu({ user }: { user: AuthUser | null }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const shown = initials(user?.name);
  const unknown = i18n._('auth.unknown');
  return (
    <>
      <IconButton
        color="inherit"
        // The name includes the initials the avatar shows, so voice control can say them.
        aria-label={
          shown
            ? i18n._('auth.yourProfileWithInitials', { initials: shown })
            : i18n._('auth.yourProfile')
        }
        onClick={() => setOpen(true)}
        sx={{ ml: 'auto' }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'secondary.main' }}>
          {shown}
        </Avatar>
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="profile-title">
        <DialogTitle id="profile-title">{i18n._('auth.hello')}</DialogTitle>
        <DialogContent>
          <Typography>{i18n._('auth.name', { name: user?.name || unknown })}</Typography>
          <Typography>{i18n._('auth.email', { email: user?.email || unknown })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {i18n._('auth.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
