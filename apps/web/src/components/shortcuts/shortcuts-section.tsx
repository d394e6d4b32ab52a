/** "Keyboard shortcuts" as a section of a page (the About page): a heading and the list. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react';
import { ShortcutTable } from './shortcut-table.tsx';

export function ShortcutsSection() {
  const { i18n } = useLingui();
  return (
    <Box component="section" aria-labelledby="shortcuts-heading" sx={{ mt: 5 }}>
      <Typography id="shortcuts-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {i18n._('shortcuts.title')}
      </Typography>
      <ShortcutTable />
    </Box>
  );
}
