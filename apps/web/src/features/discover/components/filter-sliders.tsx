/**
 * The filters chosen on a scale: minimum rating in stars and runtime as a range. Each slider
 * follows the pointer (or arrow keys) as it moves and changes the filter, and so the address,
 * when it is let go.
 */
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { MAX_RATING, RATING_STEP } from '../lib/discover-search.ts';

function LabelledSlider({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2" color="text.secondary" gutterBottom>
        {label}
      </Typography>
      <Box sx={{ px: 1.5 }}>{children(id)}</Box>
    </Box>
  );
}

const starsText = (stars: number) =>
  stars === 0 ? 'Any rating' : `${stars} ${stars === 1 ? 'star' : 'stars'} or more`;

interface RatingFilterProps {
  value: number | undefined;
  onCommit: (stars: number | undefined) => void;
}

export function RatingFilter({ value, onCommit }: RatingFilterProps) {
  const [moving, setMoving] = useState<number | null>(null);
  const shown = moving ?? value ?? 0;
  return (
    <LabelledSlider label={`Minimum rating: ${starsText(shown)}`}>
      {(labelId) => (
        <Slider
          aria-labelledby={labelId}
          value={shown}
          min={0}
          max={MAX_RATING}
          step={RATING_STEP}
          marks
          getAriaValueText={starsText}
          onChange={(_event, stars) => setMoving(stars)}
          onChangeCommitted={(_event, stars) => {
            setMoving(null);
            onCommit(stars === 0 ? undefined : stars);
          }}
        />
      )}
    </LabelledSlider>
  );
}

/** The slider's far end, which means "no upper limit". */
export const RUNTIME_SCALE_MAX = 240;
const RUNTIME_STEP = 10;

const minutesText = (minutes: number) =>
  minutes >= RUNTIME_SCALE_MAX ? `${RUNTIME_SCALE_MAX}+ min` : `${minutes} min`;

interface RuntimeFilterProps {
  min: number | undefined;
  max: number | undefined;
  onCommit: (min: number | undefined, max: number | undefined) => void;
}

function describeRuntime([low, high]: readonly number[]): string {
  if (low === 0 && high === RUNTIME_SCALE_MAX) return 'any length';
  return `${minutesText(low ?? 0)} to ${minutesText(high ?? RUNTIME_SCALE_MAX)}`;
}

export function RuntimeFilter({ min, max, onCommit }: RuntimeFilterProps) {
  const [moving, setMoving] = useState<number[] | null>(null);
  const shown = moving ?? [min ?? 0, Math.min(max ?? RUNTIME_SCALE_MAX, RUNTIME_SCALE_MAX)];
  return (
    <LabelledSlider label={`Runtime: ${describeRuntime(shown)}`}>
      {/* Each thumb has a name of its own; the label above shows the pair's values. */}
      {() => (
        <Slider
          getAriaLabel={(thumb) => (thumb === 0 ? 'Shortest runtime' : 'Longest runtime')}
          value={shown}
          min={0}
          max={RUNTIME_SCALE_MAX}
          step={RUNTIME_STEP}
          disableSwap
          getAriaValueText={minutesText}
          onChange={(_event, range) => setMoving(range)}
          onChangeCommitted={(_event, range) => {
            setMoving(null);
            const [low = 0, high = RUNTIME_SCALE_MAX] = range;
            onCommit(low > 0 ? low : undefined, high < RUNTIME_SCALE_MAX ? high : undefined);
          }}
        />
      )}
    </LabelledSlider>
  );
}
