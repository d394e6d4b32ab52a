/** Which type of title a personal list shows, as toggle buttons (Watchlist, Ratings, History). */
import { useLingui } from '@lingui/react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** A choice's value and its label's message ID. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

export function TypeToggle<Type extends string>({
  types,
  type,
  onType,
}: {
  types: readonly Choice<Type>[];
  type: Type;
  onType: (type: Type) => void;
}) {
  const { i18n } = useLingui();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={type}
      onChange={(_event, chosen: Type | null) => {
        // Pressing the chosen button again leaves the choice as it is.
        if (chosen) onType(chosen);
      }}
      aria-label={i18n._('library.type')}
      sx={{ flexWrap: 'wrap' }}
    >
      {types.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value}>
          {i18n._(choice.label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
