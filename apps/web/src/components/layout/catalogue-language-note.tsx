import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import { useCatalogueFallbackLang } from '@/lib/catalogue-language.ts';

/**
 * Says, quietly, that titles and descriptions stay in English when the catalogue does not
 * answer in the UI's language (the offline demo catalogue is written in English only).
 */
export function CatalogueLanguageNote() {
  const { i18n } = useLingui();
  const fallbackLang = useCatalogueFallbackLang();
  if (!fallbackLang) return null;
  return (
    <Box component="p" sx={{ typography: 'caption', m: 0 }}>
      {i18n._('content-language.englishCatalogue')}
    </Box>
  );
}
