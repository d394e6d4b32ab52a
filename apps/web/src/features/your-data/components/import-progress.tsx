/** How far the server has matched the file's titles: a bar and "Matching 1,234 of 10,000". */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

interface ImportProgressProps {
  fileName: string;
  matched: number;
  total: number;
}

export function ImportProgress({ fileName, matched, total }: ImportProgressProps) {
  const { i18n } = useLingui();
  const percent = total === 0 ? 0 : Math.round((matched / total) * 100);
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={i18n._('yourData.matchingLabel', { fileName })}
      />
      <Typography role="status" sx={{ mt: 1 }}>
        {i18n._('yourData.matching', {
          matched: i18n.number(matched),
          total: i18n.number(total),
        })}
      </Typography>
    </Box>
  );
}
