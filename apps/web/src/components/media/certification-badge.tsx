import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';

/** The US age rating ('R', 'TV-14') as a small outlined badge, read out as 'Rated R'. */
export function CertificationBadge({ certification }: { certification: string }) {
  const { i18n } = useLingui();
  return (
    <Box
      component="span"
      role="img"
      aria-label={i18n._('details.ratedCertification', { certification })}
      sx={{
        display: 'inline-block',
        px: 0.75,
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 0.5,
        color: 'text.secondary',
        typography: 'body2',
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {certification}
    </Box>
  );
}
