import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRef } from 'react';

export const SEARCH_PLACEHOLDER = 'Search Movies, TV, Actors';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
}

/** The search box. A bare input rather than a TextField, which would bring Select's weight along. */
export function SearchField({ value, onChange, onSubmit }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <OutlinedInput
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        inputRef={input}
        slotProps={{ input: { 'aria-label': SEARCH_PLACEHOLDER, enterKeyHint: 'search' } }}
        startAdornment={
          <InputAdornment position="start">
            <Search />
          </InputAdornment>
        }
        endAdornment={
          value && (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" onClick={clear} edge="end">
                <Clear />
              </IconButton>
            </InputAdornment>
          )
        }
      />
    </form>
  );
}
