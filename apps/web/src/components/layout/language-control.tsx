/**
 * The Language control: the UI's language, each named in itself. A change loads that
 * language's messages and re-renders the app in it in place (no reload), and is remembered.
 */
import { useLingui } from '@lingui/react';
import TextField from '@mui/material/TextField';
import { changeLanguage } from '@/lib/i18n/i18n.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/languages.ts';

export function LanguageControl() {
  const { i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={i18n._('shell.language')}
      value={i18n.locale}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
      }}
      // The browser's own list: small, and right for touch screens and screen readers alike.
      slotProps={{ select: { native: true } }}
      sx={{ mx: 2, my: 1.5 }}
    >
      {LANGUAGES.map((language) => (
        // Each name in its own language, so it is read out in it too.
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </TextField>
  );
}
