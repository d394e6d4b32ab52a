import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatVoteCount, toFiveStarScale } from '@/lib/format.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';
import { formatScore } from './score.ts';

interface RatingLineProps {
  voteAverage: number;
  voteCount: number;
}

/**
 * Read-only stars out of 5 (whole stars) beside the exact score and vote count, as SPEC's
 * '4.2/5.0 (30120)' ('4,2/5,0 (30.120)' in German). The stars only repeat the score, so assistive technology reads one
 * sentence with the exact score and what the count counts; pointing at the count says it too.
 */
export function RatingLine({ voteAverage, voteCount }: RatingLineProps) {
  const { i18n } = useLingui();
  const stars = toFiveStarScale(voteAverage);
  const score = formatScore(stars, i18n.locale);
  const votesText = i18n._('details.votes', { count: voteCount });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={voteCount > 0 ? stars : null} max={5} precision={1} readOnly aria-hidden />
      <Typography variant="body2" aria-hidden>
        {`${score}/${formatScore(5, i18n.locale)} (`}
        <Box component="span" title={votesText}>
          {formatVoteCount(voteCount, i18n.locale)}
        </Box>
        )
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {i18n._('details.ratedFromVotes', { score, count: voteCount })}
      </Box>
    </Stack>
  );
}
