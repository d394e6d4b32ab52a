import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { LightIconButton } from '@/components/light-buttons.tsx';

export const SEARCH_PLACEHOLDER = 'Search Movies, TV, Actors';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now rather than after the pause. */
  onSubmit: () => void;
  /** Set (to a new value each time) when the visitor came here to type: the box takes focus. */
  focusRequest?: string;
}

/**
 * The search box: a native input drawn as MUI's outlined field (56 px high, a 1 px outline that
 * brightens on hover and turns into a 2 px primary outline on focus). MUI's own OutlinedInput
 * would bring InputBase, the autosizing textarea and form-control plumbing, a third of the
 * search screen's code, for none of which a single search box has a use.
 */
export function SearchField({ value, onChange, onSubmit, focusRequest }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest) input.current?.focus();
  }, [focusRequest]);
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
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.75,
        borderRadius: 1,
        border: 1,
        borderColor: 'rgba(255, 255, 255, 0.23)',
        color: 'text.primary',
        cursor: 'text',
        typography: 'body1',
        '&:hover': { borderColor: 'text.primary' },
        // Two pixels wide without moving the text: the border and a 1 px inner shadow.
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
        },
        '& > svg': { color: 'action.active', flexShrink: 0 },
      }}
      onClick={() => input.current?.focus()}
    >
      <Search />
      <Box
        component="input"
        ref={input}
        type="text"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          height: '1.4375em',
          boxSizing: 'content-box',
          py: '15.5px',
          px: 0,
          m: 0,
          border: 0,
          outline: 0,
          background: 'none',
          color: 'inherit',
          font: 'inherit',
          letterSpacing: 'inherit',
          '&::placeholder': { color: 'inherit', opacity: 0.5 },
        }}
      />
      {value && (
        <LightIconButton aria-label="Clear search" onClick={clear} sx={{ mr: -1.5 }}>
          <Clear />
        </LightIconButton>
      )}
    </Box>
  );
}
