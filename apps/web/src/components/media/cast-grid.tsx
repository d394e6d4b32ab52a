/**
 * People as cards (SPEC's actor chips): photo, name and role, each leading to the person;
 * 'None' when there is nobody.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CastMember } from '@media-search/api-client';
import { characterOrUnknown } from '@/lib/format.ts';
import { CardLink } from '../card-link.tsx';
import { MediaImage } from './media-image.tsx';

export function CastGrid({ cast }: { cast: readonly CastMember[] }) {
  const { i18n } = useLingui();
  if (cast.length === 0) return <Typography>{i18n._('details.none')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {cast.map((member) => (
        <li key={`${member.id}-${member.character}`}>
          <Card sx={{ height: '100%' }}>
            <CardLink to="/person/$id" params={{ id: member.id }} sx={{ height: '100%' }}>
              <MediaImage path={member.profilePath} alt="" shape="profile" />
              <CardContent sx={{ p: 1.5 }}>
                <Typography variant="subtitle2" component="p">
                  {member.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {characterOrUnknown(member.character)}
                </Typography>
              </CardContent>
            </CardLink>
          </Card>
        </li>
      ))}
    </Box>
  );
}
