import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRating, toFiveStarScale } from '../../lib/format.ts';

interface RatingLineProps {
  voteAverage: number;
  voteCount: number;
}

/** Read-only stars out of 5 (whole stars) beside the exact score and vote count. */
export function RatingLine({ voteAverage, voteCount }: RatingLineProps) {
  const score = toFiveStarScale(voteAverage);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Rating value={voteCount > 0 ? score : null} max={5} precision={1} readOnly />
      <Typography variant="body2">{formatRating(voteAverage, voteCount)}</Typography>
    </Stack>
  );
}
