import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: string | number;
}

/** Labelled values such as 'Budget: $63,000,000', as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const { i18n } = useLingui();
  return (
    <Box component="dl" sx={{ my: 2 }}>
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            {/* French sets its colon apart: 'Budget :'. */}
            {i18n._('details.factLabel', { label })}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
