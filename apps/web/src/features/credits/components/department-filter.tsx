/** The crew's department choice on the credits page: every department it has, with its head count. */
import { useLingui } from '@lingui/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { departmentName } from '@/components/media/tmdb-terms.ts';
import { formatNumber } from '@/lib/format.ts';

/** The choice that shows every department (TMDB's departments are capitalised: 'Art', 'Crew'). */
export const ALL_DEPARTMENTS = 'all';

interface DepartmentFilterProps {
  departments: readonly { department: string; people: readonly unknown[] }[];
  /** Everyone in the crew, each person once however many departments they are in. */
  crewCount: number;
  value: string;
  onChange: (department: string) => void;
}

export function DepartmentFilter({
  departments,
  crewCount,
  value,
  onChange,
}: DepartmentFilterProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={i18n._('credits.department')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      <MenuItem value={ALL_DEPARTMENTS}>
        {i18n._('credits.allDepartments', { count: formatNumber(crewCount, i18n.locale) })}
      </MenuItem>
      {departments.map(({ department, people }) => (
        <MenuItem key={department} value={department}>
          {i18n._('credits.departmentCount', {
            department: departmentName(i18n, department),
            count: formatNumber(people.length, i18n.locale),
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
