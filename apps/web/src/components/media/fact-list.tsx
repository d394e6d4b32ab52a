import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: string | number;
}

/**
 * Labelled values such as 'Budget: $63,000,000', as a description list; nothing when there are
 * none. `facts` is worked out when the list is drawn, not by the screen that places it: inside a
 * details page's deferred part (DetailLayout) that is after the first paint, and so is the
 * page's first use of Intl, which loads its data then (12–26 ms in Chromium).
 */
export function FactList({ facts: factsIn }: { facts: (i18n: I18n) => readonly Fact[] }) {
  const { i18n } = useLingui();
  const facts = factsIn(i18n);
  if (facts.length === 0) return null;
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
