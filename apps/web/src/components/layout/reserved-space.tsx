import Box from '@mui/material/Box';

/**
 * Room kept for content on its way, so that its arrival moves nothing a visitor is looking
 * at (no layout shift): at least the viewport's height, which keeps what comes after it, the
 * footer, out of view until then.
 */
export function ReservedSpace() {
  return <Box aria-hidden sx={{ minHeight: '100vh' }} />;
}
