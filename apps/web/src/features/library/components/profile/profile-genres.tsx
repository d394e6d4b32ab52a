/** The genres the visitor watched most (entries: watches and episodes), a chart and its table. */
import { useLingui } from '@lingui/react';
import type { Profile } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CountChart } from './count-chart.tsx';
import { CountTable } from './count-table.tsx';

export function ProfileGenres({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const genres = profile.topGenres;
  return (
    <Box component="section" aria-labelledby="profile-genres" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id="profile-genres" gutterBottom>
        {i18n._('profile.genres')}
      </Typography>
      {genres.length === 0 ? (
        <Typography>{i18n._('profile.noGenres')}</Typography>
      ) : (
        <>
          <CountChart
            layout="horizontal"
            labels={genres.map((genre) => genre.name)}
            counts={genres.map((genre) => genre.count)}
            formatCount={(count) => number.format(count)}
          />
          <CountTable
            labelHeading={i18n._('profile.genreColumn')}
            countHeading={i18n._('profile.entriesColumn')}
            rows={genres.map((genre) => ({
              key: genre.id,
              label: genre.name,
              count: number.format(genre.count),
            }))}
          />
        </>
      )}
    </Box>
  );
}
