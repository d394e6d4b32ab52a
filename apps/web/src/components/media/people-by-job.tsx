/**
 * People named with what they did, such as a film's key crew or a show's creators: each name
 * leads to the person, their jobs beside it. Nothing at all when there is nobody.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextLink } from '../text-link.tsx';
import { jobNames, listJobs } from './tmdb-terms.ts';

export interface PersonWithJobs {
  id: number;
  name: string;
  /** TMDB's jobs, such as 'Director': shown in the UI's language. */
  jobs: readonly string[];
}

interface PeopleByJobProps {
  people: readonly PersonWithJobs[];
  /** Names the list for assistive technology, e.g. 'Key crew'. */
  label?: string;
}

export function PeopleByJob({ people, label }: PeopleByJobProps) {
  const { i18n } = useLingui();
  if (people.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        gap: 2,
        p: 0,
        my: 2,
        listStyle: 'none',
      }}
    >
      {people.map((person) => (
        <li key={person.id}>
          <TextLink to="/person/$id" params={{ id: person.id }} sx={{ fontWeight: 'bold' }}>
            {person.name}
          </TextLink>
          {person.jobs.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {listJobs(i18n, jobNames(i18n, person.jobs))}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
