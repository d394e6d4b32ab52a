/**
 * The filters chosen on a scale: minimum rating in stars and runtime as a range. Each slider
 * follows the pointer (or arrow keys) as it moves and changes the filter, and so the address,
 * when it is let go.
 */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
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

const starsText = (i18n: I18n, stars: number) =>
  stars === 0 ? i18n._('discover.anyRating') : i18n._('discover.starsOrMore', { stars });

interface RatingFilterProps {
  value: number | undefined;
  onCommit: (stars: number | undefined) => void;
}

export function RatingFilter({ value, onCommit }: RatingFilterProps) {
  const { i18n } = useLingui();
  const [moving, setMoving] = useState<number | null>(null);
  const shown = moving ?? value ?? 0;
  return (
    <LabelledSlider label={i18n._('discover.minRating', { stars: starsText(i18n, shown) })}>
      {(labelId) => (
        <Slider
          aria-labelledby={labelId}
          value={shown}
          min={0}
          max={MAX_RATING}
          step={RATING_STEP}
          marks
          getAriaValueText={(stars) => starsText(i18n, stars)}
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

const minutesText = (i18n: I18n, minutes: number) =>
  minutes >= RUNTIME_SCALE_MAX
    ? i18n._('discover.minutesOrMore', { minutes: RUNTIME_SCALE_MAX })
    : i18n._('discover.minutes', { minutes });

interface RuntimeFilterProps {
  min: number | undefined;
  max: number | undefined;
  onCommit: (min: number | undefined, max: number | undefined) => void;
}

function describeRuntime(i18n: I18n, [low, high]: readonly number[]): string {
  if (low === 0 && high === RUNTIME_SCALE_MAX) return i18n._('discover.anyLength');
  return i18n._('discover.runtimeRange', {
    from: minutesText(i18n, low ?? 0),
    to: minutesText(i18n, high ?? RUNTIME_SCALE_MAX),
  });
}

export function RuntimeFilter({ min, max, onCommit }: RuntimeFilterProps) {
  const { i18n } = useLingui();
  const [moving, setMoving] = useState<number[] | null>(null);
  const shown = moving ?? [min ?? 0, Math.min(max ?? RUNTIME_SCALE_MAX, RUNTIME_SCALE_MAX)];
  return (
    <LabelledSlider label={i18n._('discover.runtime', { range: describeRuntime(i18n, shown) })}>
      {/* Each thumb has a name of its own; the label above shows the pair's values. */}
      {() => (
        <Slider
          getAriaLabel={(thumb) =>
            thumb === 0 ? i18n._('discover.shortestRuntime') : i18n._('discover.longestRuntime')
          }
          value={shown}
          min={0}
          max={RUNTIME_SCALE_MAX}
          step={RUNTIME_STEP}
          disableSwap
          getAriaValueText={(minutes) => minutesText(i18n, minutes)}
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
