/** The signed-in visitor's avatar, opening 'Hello Authenticated User!' with name and email. */
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

const UNKNOWN = 'unknown';

function initials(name: string | undefined): string {
  return (name ?? '?')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

export function ProfileMenu({ user }: { user: AuthUser | null }) {
  const [open, setOpen] = useState(false);
  const shown = initials(user?.name);
  return (
    <>
      <IconButton
        color="inherit"
        // The name includes the initials the avatar shows, so voice control can say them.
        aria-label={shown ? `Your profile (${shown})` : 'Your profile'}
        onClick={() => setOpen(true)}
        sx={{ ml: 'auto' }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.9rem', bgcolor: 'secondary.main' }}>
          {shown}
        </Avatar>
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="profile-title">
        <DialogTitle id="profile-title">Hello Authenticated User!</DialogTitle>
        <DialogContent>
          <Typography>Name: {user?.name || UNKNOWN}</Typography>
          <Typography>Email: {user?.email || UNKNOWN}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
