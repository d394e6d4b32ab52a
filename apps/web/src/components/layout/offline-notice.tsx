import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { Link } from '@tanstack/react-router';
import { useConfiguration } from '@/lib/configuration.ts';

/**
 * Says, quietly, when the server runs on its built-in demo catalogue rather than live TMDB.
 * Often the largest text of the first screen, so it renders with it: its link is the router's
 * own, drawn as MUI's text link (primary colour, a faint underline that firms up on hover),
 * rather than MUI's Link, which the first screen would otherwise load for this alone.
 */
export function OfflineNotice() {
  const { i18n } = useLingui();
  const { catalog } = useConfiguration();
  if (catalog !== 'offline') return null;
  return (
    <Box component="p" sx={{ typography: 'caption', m: 0 }}>
      {i18n._('shell.offlineNotice')}{' '}
      <Box
        component={Link}
        to="/about"
        sx={(theme) => ({
          color: 'primary.main',
          textDecorationColor: theme.alpha(theme.vars.palette.primary.main, 0.4),
          '&:hover': { textDecorationColor: 'inherit' },
        })}
      >
        {i18n._('shell.offlineNoticeLink')}
      </Box>
    </Box>
  );
}
