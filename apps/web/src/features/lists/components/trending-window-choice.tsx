/** Today or This Week, for a trending list: a pair of toggle buttons that write the address. */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useNavigate } from '@tanstack/react-router';
import type { TrendingWindow } from '../api/list-queries.ts';

const WINDOWS: readonly { value: TrendingWindow; label: string }[] = [
  { value: 'day', label: 'Today' },
  { value: 'week', label: 'This Week' },
];

export function TrendingWindowChoice({ value }: { value: TrendingWindow }) {
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
      aria-label="Trending over"
      sx={{ mb: 2 }}
    >
      {WINDOWS.map(({ value: window, label }) => (
        <ToggleButton key={window} value={window}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
