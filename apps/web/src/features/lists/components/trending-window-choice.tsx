/** Today or This Week, for a trending list: a pair of toggle buttons that write the address. */
import { useLingui } from '@lingui/react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from '@tanstack/react-router';
import type { TrendingWindow } from '../api/list-queries.ts';

/** Labels are message IDs (the `lists` catalogue). */
const WINDOWS: readonly { value: TrendingWindow; label: string }[] = [
  { value: 'day', label: /*i18n*/ 'lists.today' },
  { value: 'week', label: /*i18n*/ 'lists.thisWeek' },
];

export function TrendingWindowChoice({ value }: { value: TrendingWindow }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const choose = (chosen: TrendingWindow | null) => {
    // Pressing the chosen button again leaves the choice as it is.
    if (!chosen || chosen === value) return;
    void navigate({ to: '.', search: chosen === 'day' ? { window: 'day' } : {} });
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, chosen: TrendingWindow | null) => choose(chosen)}
      aria-label={i18n._('lists.trendingOver')}
      sx={{ mb: 2 }}
    >
      {WINDOWS.map(({ value: window, label }) => (
        <ToggleButton key={window} value={window}>
          {i18n._(label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
