/**
 * How far the visitor is through a show or a season: "12 of 73 episodes" (of those aired), with
 * a bar that says the same to a screen reader. Nothing while signed out, before the progress is
 * known, or where nothing has aired yet.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@/lib/auth-context.ts';
import { useShowState } from '../api/watched-queries.ts';
import { progressOfSeason } from '../lib/progress-change.ts';

export function TvProgress({ watched, aired }: { watched: number; aired: number }) {
  const { i18n } = useLingui();
  if (aired === 0) return null;
  const text = i18n._('watched.progress', { watched, aired });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" component="p">
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * watched) / aired}
        aria-label={i18n._('watched.progressLabel')}
        aria-valuetext={text}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Stack>
  );
}

/** A season's progress, at the foot of its card on the show's page (inset as the card is). */
export function SeasonCardProgress({
  showId,
  seasonNumber,
}: {
  showId: number;
  seasonNumber: number;
}) {
  const { isAuthenticated } = useAuth();
  const state = useShowState(showId);
  const season = progressOfSeason(state.data?.progress, seasonNumber);
  if (!isAuthenticated || !season) return null;
  if (season.aired === 0) return null;
  return (
    <Box sx={{ px: 1.5, pb: 1.5 }}>
      <TvProgress watched={season.watched} aired={season.aired} />
    </Box>
  );
}
