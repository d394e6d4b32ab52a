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

const gridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 2,
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

/**
 * On phones, one row that scrolls sideways (a details page's twenty top-billed people were a
 * two-column grid some 3,000 px long, before its videos, images and recommendations); the grid
 * from the first width with room for several columns.
 */
const rowOnPhonesSx = {
  ...gridSx,
  display: { xs: 'flex', sm: 'grid' },
  overflowX: { xs: 'auto', sm: 'visible' },
  scrollSnapType: { xs: 'x proximity', sm: 'none' },
  pb: { xs: 1, sm: 0 },
  '& > li': { flex: '0 0 140px', scrollSnapAlign: 'start' },
} as const;

interface CastGridProps {
  cast: readonly CastMember[];
  /** One sideways-scrolling row on phones, for a sample of the cast above other sections. */
  rowOnPhones?: boolean;
}

export function CastGrid({ cast, rowOnPhones = false }: CastGridProps) {
  const { i18n } = useLingui();
  if (cast.length === 0) return <Typography>{i18n._('details.none')}</Typography>;
  return (
    <Box component="ul" sx={rowOnPhones ? rowOnPhonesSx : gridSx}>
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
                  {characterOrUnknown(i18n, member.character)}
                </Typography>
              </CardContent>
            </CardLink>
          </Card>
        </li>
      ))}
    </Box>
  );
}
