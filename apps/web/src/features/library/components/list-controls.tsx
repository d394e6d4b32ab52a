/**
 * Above a personal list: which type to show and in what order, as toggle buttons and a select
 * (the screen writes each change to the address, a history entry each, as Favorites does).
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { TypeToggle, type Choice } from './type-toggle.tsx';

export type { Choice };

interface ListControlsProps<Type extends string, Sort extends string> {
  types: readonly Choice<Type>[];
  type: Type;
  onType: (type: Type) => void;
  sorts: readonly Choice<Sort>[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}

export function ListControls<Type extends string, Sort extends string>({
  types,
  type,
  onType,
  sorts,
  sort,
  onSort,
}: ListControlsProps<Type, Sort>) {
  const { i18n } = useLingui();
  const sortId = useId();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <TypeToggle types={types} type={type} onType={onType} />
      <TextField
        select
        id={sortId}
        size="small"
        label={i18n._('library.sortBy')}
        value={sort}
        onChange={(event) => {
          const chosen = sorts.find((choice) => choice.value === event.target.value);
          if (chosen) onSort(chosen.value);
        }}
        sx={{ minWidth: 180 }}
      >
        {sorts.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {i18n._(choice.label)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
