import Stack from '@mui/material/Stack';
import type { SeasonSummary } from '@media-search/api-client';
import { ButtonLink } from '../../../components/links.tsx';
import { CollapsiblePanel } from '../../../components/media/collapsible-panel.tsx';

interface SeasonLinksProps {
  seriesId: number;
  seasons: readonly SeasonSummary[];
}

/** The collapsible 'Seasons' panel: one 'Season {n}' button per season. */
export function SeasonLinks({ seriesId, seasons }: SeasonLinksProps) {
  return (
    <CollapsiblePanel title="Seasons">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {seasons.map(({ seasonNumber }) => (
          <ButtonLink
            key={seasonNumber}
            to="/tvseason"
            search={{ series: seriesId, season: seasonNumber }}
            variant="outlined"
          >
            Season {seasonNumber}
          </ButtonLink>
        ))}
      </Stack>
    </CollapsiblePanel>
  );
}
