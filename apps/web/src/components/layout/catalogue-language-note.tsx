import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { useConfiguration } from '@/lib/configuration.ts';

/**
 * Says, quietly, that titles and descriptions stay in English when the catalogue does not
 * answer in the UI's language (the offline demo catalogue is written in English only).
 */
export function CatalogueLanguageNote() {
  const { i18n } = useLingui();
  const { contentLanguages } = useConfiguration();
  if ((contentLanguages as readonly string[]).includes(i18n.locale)) return null;
  return (
    <Box component="p" sx={{ typography: 'caption', m: 0 }}>
      {i18n._('content-language.englishCatalogue')}
    </Box>
  );
}
