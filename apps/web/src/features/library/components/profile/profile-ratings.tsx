/** How the visitor's ratings spread over the ten half-star steps: a chart and its table. */
import { useLingui } from '@lingui/react';
import type { Profile } from '@media-search/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CountChart } from './count-chart.tsx';
import { CountTable } from './count-table.tsx';

export function ProfileRatings({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const stars = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  const labels = profile.ratings.map((step) => stars.format(step.rating));
  return (
    <Box component="section" aria-labelledby="profile-ratings" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id="profile-ratings" gutterBottom>
        {i18n._('profile.ratings')}
      </Typography>
      {profile.averageRating === null ? (
        <Typography>{i18n._('profile.noRatings')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {i18n._('profile.average', {
              count: profile.ratingsCount,
              average: stars.format(profile.averageRating),
            })}
          </Typography>
          <CountChart
            layout="vertical"
            labels={labels}
            counts={profile.ratings.map((step) => step.count)}
            formatCount={(count) => number.format(count)}
          />
          <CountTable
            labelHeading={i18n._('profile.starsColumn')}
            countHeading={i18n._('profile.ratingsColumn')}
            rows={profile.ratings.map((step, index) => ({
              key: step.rating,
              label: labels[index] ?? '',
              count: number.format(step.count),
            }))}
          />
        </>
      )}
    </Box>
  );
}
