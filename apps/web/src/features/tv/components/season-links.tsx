/**
 * SPEC's collapsible 'Seasons' panel: a card per season, headed 'Season {n}' and leading to
 * /tvseason, with its poster, name (season 0 is 'Specials'), year, episodes and overview.
 * Specials come last, though TMDB lists them first: a viewer starts at Season 1, and the
 * specials are extras (season and episode links keep them apart too, on the server).
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SeasonSummary } from '@media-search/api-client';
import type { ReactNode } from 'react';
import { CardLink } from '@/components/card-link.tsx';
import { CollapsiblePanel } from '@/components/media/collapsible-panel.tsx';
import { MediaImage } from '@/components/media/media-image.tsx';
import { yearOf } from '@/lib/format.ts';
import { seasonName } from '../lib/season-name.ts';

/** What the visitor's library shows under a season's card (their progress): from the route. */
export type RenderSeasonProgress = (seriesId: number, seasonNumber: number) => ReactNode;

interface SeasonLinksProps {
  seriesId: number;
  seasons: readonly SeasonSummary[];
  renderSeasonProgress?: RenderSeasonProgress;
}

const specialsLast = (a: SeasonSummary, b: SeasonSummary) =>
  Number(a.seasonNumber === 0) - Number(b.seasonNumber === 0);

function SeasonCard({
  seriesId,
  season,
  renderSeasonProgress,
}: Omit<SeasonLinksProps, 'seasons'> & { season: SeasonSummary }) {
  const { i18n } = useLingui();
  const label = i18n._('tv.season', { number: season.seasonNumber });
  const name = seasonName(i18n, season);
  const facts = [
    yearOf(season.airDate),
    season.episodeCount > 0 && i18n._('tv.episodeCount', { count: season.episodeCount }),
  ];
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardLink
        to="/tvseason"
        search={{ series: seriesId, season: season.seasonNumber }}
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'flex-start', gap: 1.5, p: 1.5 }}
      >
        <Box sx={{ width: 72, flexShrink: 0 }}>
          <MediaImage path={season.posterPath} alt="" shape="poster" />
        </Box>
        <CardContent sx={{ p: 0, minWidth: 0, '&:last-child': { pb: 0 } }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
            {label}
          </Typography>
          {name !== label && <Typography variant="body2">{name}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {facts.filter(Boolean).join(' · ')}
          </Typography>
          {season.overview && (
            <Typography variant="body2" noWrap sx={{ mt: 0.5 }}>
              {season.overview}
            </Typography>
          )}
        </CardContent>
      </CardLink>
      {/* Outside the link, which would read it out as part of its name. */}
      {renderSeasonProgress?.(seriesId, season.seasonNumber)}
    </Card>
  );
}

export function SeasonLinks({ seriesId, seasons, renderSeasonProgress }: SeasonLinksProps) {
  const { i18n } = useLingui();
  if (seasons.length === 0) return null;
  return (
    <CollapsiblePanel title={i18n._('tv.seasons')}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {seasons.toSorted(specialsLast).map((season) => (
          <li key={season.seasonNumber}>
            <SeasonCard
              seriesId={seriesId}
              season={season}
              renderSeasonProgress={renderSeasonProgress}
            />
          </li>
        ))}
      </Box>
    </CollapsiblePanel>
  );
}
