/** A list of people on the credits page: photo, name leading to the person, and what they did. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MediaImage } from '@/components/media/media-image.tsx';
import { TextLink } from '@/components/text-link.tsx';

export interface CreditedPerson {
  id: number;
  name: string;
  profilePath: string | null;
  /** Their characters or jobs, as one line. */
  credit: string;
}

export function CreditPeople({ people }: { people: readonly CreditedPerson[] }) {
  return (
    <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {people.map((person) => (
        <Box
          component="li"
          key={person.id}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }}
        >
          <Box sx={{ width: 48, flexShrink: 0 }}>
            <MediaImage path={person.profilePath} alt="" shape="profile" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextLink to="/person/$id" params={{ id: person.id }} sx={{ fontWeight: 'bold' }}>
              {person.name}
            </TextLink>
            <Typography variant="body2" color="text.secondary">
              {person.credit}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
