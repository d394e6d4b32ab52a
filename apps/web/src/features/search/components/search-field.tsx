import { useLingui } from '@lingui/react';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useRef } from 'react';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
  /** Set (to a new value each time) when the visitor came here to type: the box takes focus. */
  focusRequest?: string;
}

/** The search box: MUI's outlined input, a search icon before the text and a clear button after it. */
export function SearchField({ value, onChange, onSubmit, focusRequest }: SearchFieldProps) {
  const { i18n } = useLingui();
  const placeholder = i18n._('search.placeholder');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest) input.current?.focus();
  }, [focusRequest]);
  // On a screen the server drew, the visitor may type before the app has taken the box over:
  // the app goes on from what is in it then, once.
  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    const typed = input.current?.value;
    if (typed && typed !== value) onChange(typed);
  }, [value, onChange]);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <OutlinedInput
        fullWidth
        inputRef={input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': placeholder, enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <Search />
          </InputAdornment>
        }
        endAdornment={
          value && (
            <InputAdornment position="end">
              <IconButton aria-label={i18n._('search.clear')} onClick={clear} edge="end">
                <Clear />
              </IconButton>
            </InputAdornment>
          )
        }
      />
    </Box>
  );
}
