/**
 * A whole-number filter typed into a box (a year, a number of votes). The box follows the
 * typing; the filter, which writes the address, follows once typing pauses, on Enter or on
 * leaving the box, so a year typed digit by digit is one change (one step back), not four.
 */
import { useLingui } from '@lingui/react';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format.ts';

export const NUMBER_FILTER_DELAY_MS = 600;

interface NumberFilterFieldProps {
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  onCommit: (value: number | undefined) => void;
}

/** The number typed, undefined for an empty box, or null for what is no number in range. */
function read(text: string, min: number, max: number): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
}

export function NumberFilterField({ label, value, min, max, onCommit }: NumberFilterFieldProps) {
  const { i18n } = useLingui();
  const [text, setText] = useState(value?.toString() ?? '');
  const [shownValue, setShownValue] = useState(value);
  // The address changed under the box (Back, Clear filters): show its value.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value?.toString() ?? '');
  }
  const typed = read(text, min, max);
  // The pause is timed from the last keystroke, not from the parent's last render.
  const latestCommit = useRef(onCommit);
  useEffect(() => {
    latestCommit.current = onCommit;
  });
  const commit = () => {
    if (typed !== null && typed !== value) onCommit(typed);
  };
  useEffect(() => {
    if (typed === null || typed === value) return;
    const timer = setTimeout(() => latestCommit.current(typed), NUMBER_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={typed === null}
      helperText={
        typed === null
          ? i18n._('discover.wholeNumberRange', {
              min: formatNumber(min, i18n.locale),
              max: formatNumber(max, i18n.locale),
            })
          : undefined
      }
      size="small"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
