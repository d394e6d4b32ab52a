import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useOnline } from '@/lib/use-online.ts';
import { container } from '@/theme/container.ts';
import { OfflineMessage } from './offline-message.tsx';

interface ErrorViewProps {
  error: unknown;
  /** Offered as 'Try again' when the failed load can be repeated. */
  onRetry?: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * SPEC §8: a failed load shows 'Error: ' and the message in place of the screen. It must show
 * when the network fails, so it comes with the first screen.
 * A load that failed because the browser went offline (a screen's code, say) says so instead,
 * and tries again by itself when the connection is back.
 */
export function ErrorView({ error, onRetry }: ErrorViewProps) {
  const { i18n } = useLingui();
  const online = useOnline();
  const offlineSeen = useRef(false);
  useEffect(() => {
    if (!online) offlineSeen.current = true;
    else if (offlineSeen.current) {
      offlineSeen.current = false;
      onRetry?.();
    }
  }, [online, onRetry]);
  if (!online) return <OfflineMessage />;
  return (
    <Box sx={{ ...container('md'), py: 4 }} role="alert">
      <Box component="p" sx={{ typography: 'h6', color: 'error.main', mt: 0, mb: '0.35em' }}>
        {i18n._('shell.error', { message: messageOf(error) })}
      </Box>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {i18n._('shell.tryAgain')}
        </Button>
      )}
    </Box>
  );
}
