/**
 * The first-billed cast as cards, and the way to everyone who worked on the title. Nothing at
 * all when the cast is unknown.
 */
import { useLingui } from '@lingui/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CastMember } from '@media-search/api-client';
import { ButtonLink } from '../links.tsx';
import { CastGrid } from './cast-grid.tsx';
import { Section } from './section-heading.tsx';
import { formatNumber } from '@/lib/format.ts';

interface TopBilledCastProps {
  /** The top-billed part of the cast, as the API gives it (at most TOP_BILLED_CAST). */
  cast: readonly CastMember[];
  /** How many people the whole cast has. */
  castTotal: number;
  mediaType: 'movie' | 'tv';
  id: number;
}

export function TopBilledCast({ cast, castTotal, mediaType, id }: TopBilledCastProps) {
  const { i18n } = useLingui();
  if (cast.length === 0) return null;
  return (
    <Section heading={i18n._('details.topBilledCast')}>
      <CastGrid cast={cast} rowOnPhones />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ButtonLink to={`/${mediaType}/$id/cast`} params={{ id }} variant="outlined">
          {i18n._('details.fullCastAndCrew')}
        </ButtonLink>
        {castTotal > cast.length && (
          <Typography variant="body2" color="text.secondary">
            {i18n._('details.castShown', {
              shown: cast.length,
              total: formatNumber(castTotal, i18n.locale),
            })}
          </Typography>
        )}
      </Stack>
    </Section>
  );
}
