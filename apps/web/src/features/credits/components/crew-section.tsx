/**
 * The crew on the Full Cast & Crew screen, by department, with a filter for one department (in
 * the address) so a long show's crew need not be scrolled through whole.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreditsResponse } from '@media-search/api-client';
import { Section } from '@/components/media/section-heading.tsx';
import { departmentName } from '@/components/media/tmdb-terms.ts';
import { formatNumber } from '@/lib/format.ts';
import { chosenDepartment } from '../lib/credits-search.ts';
import { describeJobs } from '../lib/roles.ts';
import { CreditPeople } from './credit-people.tsx';

/** The crew heading's id, which the cast's "Jump to Crew" link goes to. */
export const CREW_HEADING_ID = 'crew';

/** The filter's value for the whole crew (a select's value cannot be undefined). */
const ALL = '';

interface CrewSectionProps {
  crew: CreditsResponse['crew'];
  /** The department in the address; one the crew lacks shows the whole crew. */
  department: string | undefined;
  onDepartmentChange: (department: string | undefined) => void;
}

export function CrewSection({ crew, department, onDepartmentChange }: CrewSectionProps) {
  const { i18n } = useLingui();
  // Everyone once, though some work in several departments.
  const crewCount = new Set(crew.flatMap(({ people }) => people.map((person) => person.id))).size;
  const shown = chosenDepartment(
    crew.map((group) => group.department),
    department,
  );
  return (
    <Section
      heading={i18n._('credits.crew', { count: formatNumber(crewCount) })}
      headingId={CREW_HEADING_ID}
    >
      <TextField
        select
        label={i18n._('credits.department')}
        value={shown ?? ALL}
        onChange={(event) => onDepartmentChange(event.target.value || undefined)}
        size="small"
        // "All departments" shows as the value, under a label that stays above it.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 220, maxWidth: '100%' }}
      >
        <MenuItem value={ALL}>{i18n._('credits.allDepartments')}</MenuItem>
        {crew.map((group) => (
          <MenuItem key={group.department} value={group.department}>
            {departmentName(i18n, group.department)}
          </MenuItem>
        ))}
      </TextField>
      {crew
        .filter((group) => shown === undefined || group.department === shown)
        .map(({ department: name, people }) => (
          <Box
            component="section"
            key={name}
            aria-label={departmentName(i18n, name)}
            sx={{ mb: 3 }}
          >
            <Typography variant="h6" component="h3">
              {departmentName(i18n, name)}
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {i18n._('credits.peopleCount', { count: people.length })}
              </Typography>
            </Typography>
            <CreditPeople
              people={people.map((person) => ({
                ...person,
                credit: describeJobs(i18n, person.jobs),
              }))}
            />
          </Box>
        ))}
    </Section>
  );
}
