import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toFiveStarScale } from '@/lib/format.ts';
import { visuallyHidden } from '@/theme/visually-hidden.ts';

interface RatingLineProps {
  voteAverage: number;
  voteCount: number;
}

const votes = new Intl.NumberFormat('en-US');

/**
 * Read-only stars out of 5 (whole stars) beside the exact score and vote count, as SPEC's
 * '4.2/5.0 (30120)'. The stars only repeat the score, so assistive technology reads one
 * sentence with the exact score and what the count counts; pointing at the count says it too.
 */
export function RatingLine({ voteAverage, voteCount }: RatingLineProps) {
  const score = toFiveStarScale(voteAverage);
  const votesText = `${votes.format(voteCount)} ${voteCount === 1 ? 'vote' : 'votes'}`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={voteCount > 0 ? score : null} max={5} precision={1} readOnly aria-hidden />
      <Typography variant="body2" aria-hidden>
        {`${score.toFixed(1)}/5.0 (`}
        <Box component="span" title={votesText}>
          {voteCount}
        </Box>
        )
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {`Rated ${score.toFixed(1)} out of 5 from ${votesText}`}
      </Box>
    </Stack>
  );
}
