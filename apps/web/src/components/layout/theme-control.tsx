/**
 * The Theme control: System (the default: the device's light or dark), Light or Dark. MUI's
 * colour-scheme mechanism applies the choice at once and remembers it in localStorage, where
 * index.html's InitColorSchemeScript reads it before the next first paint.
 */
import { useLingui } from '@lingui/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';
import { useId } from 'react';

type Mode = 'system' | 'light' | 'dark';

const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'system', label: /*i18n*/ 'themes.system' },
  { mode: 'light', label: /*i18n*/ 'themes.light' },
  { mode: 'dark', label: /*i18n*/ 'themes.dark' },
];

const isMode = (value: string): value is Mode => MODES.some((entry) => entry.mode === value);

export function ThemeControl() {
  const { i18n } = useLingui();
  const { mode = 'system', setMode } = useColorScheme();
  const labelId = useId();
  return (
    <FormControl sx={{ mx: 2, mt: 1.5 }}>
      <FormLabel id={labelId} sx={{ typography: 'body2' }}>
        {i18n._('themes.theme')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={mode}
        onChange={(_event, value) => {
          if (isMode(value)) setMode(value);
        }}
      >
        {MODES.map((entry) => (
          <FormControlLabel
            key={entry.mode}
            value={entry.mode}
            control={<Radio size="small" />}
            label={i18n._(entry.label)}
            sx={{ mr: 1.5, '& .MuiFormControlLabel-label': { typography: 'body2' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
