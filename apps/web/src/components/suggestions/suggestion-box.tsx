/**
 * The top bar's search box with instant suggestions: a WAI-ARIA combobox (MUI's Autocomplete,
 * free text) listing the best few titles and people for what is typed. Arrow keys move through
 * them and Enter opens one's page; Enter on the text itself opens the full results (`/?q=`);
 * Escape closes the list, and a second Escape the box. Loaded on first use (top-bar.tsx).
 */
import { useLingui } from '@lingui/react';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Suggestion } from '@media-search/api-client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { use, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useCatalogueLanguage } from '@/lib/catalogue-language.ts';
import { loadScreenMessages } from '@/lib/i18n/i18n.ts';
import { container } from '@/theme/container.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { SuggestionOption } from './suggestion-option.tsx';
import { suggestionsQueryOptions } from './suggestion-queries.ts';

/**
 * Its English comes with the other screens' (lib/i18n/messages/en-screens.ts), which the search
 * screen does not load: asked for when the box first opens, and awaited before it shows. (Any
 * other language loads whole.) Should that fail offline, the box opens all the same.
 */
const screenMessages = loadScreenMessages().catch(() => undefined);

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

/** `value` once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface SuggestionBoxProps {
  /**
   * The box is done: `dismissed` by Escape with no list open or by its close button (focus goes
   * back to the Search button), else because it opened a suggestion's page or the results.
   */
  onClose: (dismissed: boolean) => void;
}

export function SuggestionBox({ onClose }: SuggestionBoxProps) {
  use(screenMessages);
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const typed = text.trim();
  const asked = useSettled(typed, SUGGESTIONS_DEBOUNCE_MS);
  const { data, isFetching } = useQuery(suggestionsQueryOptions(asked, useCatalogueLanguage()));
  // Kept while the next text's answer loads; none once the box is empty.
  const options = typed ? (data?.results ?? []) : [];
  const label = i18n._('search.placeholder');

  const open = (choice: Suggestion | string) => {
    if (typeof choice !== 'string')
      void navigate({ to: `/${choice.mediaType}/$id`, params: { id: choice.id } });
    else if (choice.trim()) void navigate({ to: '/', search: { q: choice.trim() } });
    else return;
    onClose(false);
  };

  // The list's own Escape never gets here (Autocomplete stops it): this one closes the box.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose(true);
  };

  return (
    <Box
      role="search"
      aria-label={i18n._('suggestions.landmark')}
      onKeyDown={closeOnEscape}
      sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}
    >
      <Box sx={{ ...container('md'), display: 'flex', alignItems: 'center', gap: 1 }}>
        {/* Names the box and, through its id, the list (Autocomplete points the list at it). */}
        <Box component="label" id={`${inputId}-label`} htmlFor={inputId} sx={visuallyHidden}>
          {label}
        </Box>
        <Autocomplete<Suggestion, false, false, true>
          id={inputId}
          freeSolo
          fullWidth
          // The list stays in the search landmark, under the box, not at the end of the page.
          disablePortal
          value={null}
          inputValue={text}
          // Picking a suggestion writes its name in the box: the box closes then anyway.
          onInputChange={(_event, next, reason) => reason !== 'reset' && setText(next)}
          onChange={(_event, choice) => choice !== null && open(choice)}
          options={options}
          // The catalogue chose and ordered them; the box must not filter them again.
          filterOptions={(found) => found}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          getOptionKey={(option) =>
            typeof option === 'string' ? option : `${option.mediaType}-${option.id}`
          }
          loading={isFetching && options.length === 0}
          loadingText={i18n._('shell.loading')}
          clearText={i18n._('search.clear')}
          renderOption={({ key, ...optionProps }, option) => (
            <SuggestionOption key={key} {...optionProps} suggestion={option} />
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              // The visitor opened the box to type in it.
              autoFocus
              placeholder={label}
              size="small"
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
                htmlInput: { ...params.slotProps.htmlInput, enterKeyHint: 'search' },
              }}
            />
          )}
        />
        <IconButton
          aria-label={i18n._('suggestions.close')}
          onClick={() => onClose(true)}
          edge="end"
        >
          <Close />
        </IconButton>
      </Box>
    </Box>
  );
}
