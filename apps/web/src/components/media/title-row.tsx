import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A detail screen's heading with an action beside it (the favourite heart). */
export function TitleRow({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="h4" component="h1">
        {children}
      </Typography>
      {action}
    </Stack>
  );
}
