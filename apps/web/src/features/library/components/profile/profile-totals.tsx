/** The visitor's totals as tiles: films, episodes, hours and this year's watches. */
import { useLingui } from '@lingui/react';
import type { Profile } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A group of the list: the term and its figures, right under the list as HTML wants them. */
function Tile({ label, value, notes }: { label: string; value: string; notes: ReactNode[] }) {
  return (
    <Grid
      size={{ xs: 12, sm: 6, md: 3 }}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h4" sx={{ m: 0 }}>
        {value}
      </Typography>
      {notes.map((note, index) => (
        <Typography key={index} component="dd" variant="body2" sx={{ m: 0 }}>
          {note}
        </Typography>
      ))}
    </Grid>
  );
}

export function ProfileTotals({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  // Whole hours once there are many, one decimal while a few minutes still show.
  const hours = new Intl.NumberFormat(i18n.locale, {
    maximumFractionDigits: profile.minutesWatched >= 6000 ? 0 : 1,
  });
  const { thisYear } = profile;
  return (
    <Box component="section" aria-labelledby="profile-totals" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id="profile-totals" gutterBottom>
        {i18n._('profile.totals')}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        <Tile
          label={i18n._('profile.movies')}
          value={number.format(profile.moviesWatched)}
          notes={[i18n._('profile.distinctMovies', { count: profile.distinctMoviesWatched })]}
        />
        <Tile
          label={i18n._('profile.episodes')}
          value={number.format(profile.episodesWatched)}
          notes={[i18n._('profile.shows', { count: profile.showsWatched })]}
        />
        <Tile
          label={i18n._('profile.hours')}
          value={hours.format(profile.minutesWatched / 60)}
          notes={
            profile.entriesWithoutRuntime > 0
              ? [i18n._('profile.withoutRuntime', { count: profile.entriesWithoutRuntime })]
              : []
          }
        />
        <Tile
          label={i18n._('profile.inYear', { year: String(thisYear.year) })}
          value={number.format(thisYear.movies + thisYear.episodes)}
          notes={[
            i18n._('profile.yearMovies', { count: thisYear.movies }),
            i18n._('profile.yearEpisodes', { count: thisYear.episodes }),
          ]}
        />
      </Grid>
    </Box>
  );
}
