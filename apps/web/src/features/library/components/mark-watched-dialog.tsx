/**
 * Asks the day a movie, or a show's episodes, were watched: today where the visitor is, unless
 * they pick another, from 1870 to today (the browser's own date field and picker). A day
 * outside that says why, and nothing is sent.
 */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/format.ts';
import { EARLIEST_WATCH_DAY, localToday, watchDayProblem } from '../lib/watch-day.ts';

interface MarkWatchedDialogProps {
  open: boolean;
  heading: string;
  onCancel: () => void;
  /** The day chosen, YYYY-MM-DD. */
  onConfirm: (watchedOn: string) => void;
}

export function MarkWatchedDialog({ open, heading, onCancel, onConfirm }: MarkWatchedDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>{heading}</DialogTitle>
      {/* Mounted with each opening, so that it starts from today again. */}
      <WatchDayForm onCancel={onCancel} onConfirm={onConfirm} />
    </Dialog>
  );
}

const PROBLEMS = {
  missing: /*i18n*/ 'watched.dayMissing',
  future: /*i18n*/ 'watched.dayFuture',
  tooEarly: /*i18n*/ 'watched.dayTooEarly',
} as const;

function WatchDayForm({ onCancel, onConfirm }: Omit<MarkWatchedDialogProps, 'open' | 'heading'>) {
  const { i18n } = useLingui();
  const [today] = useState(localToday);
  const [day, setDay] = useState(today);
  const input = useRef<HTMLInputElement>(null);
  const problem = watchDayProblem(day, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) input.current?.focus();
    else onConfirm(day);
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <TextField
          type="date"
          label={i18n._('watched.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          inputRef={input}
          autoFocus
          fullWidth
          error={problem !== null}
          helperText={
            problem &&
            i18n._(PROBLEMS[problem], { date: formatDate(EARLIEST_WATCH_DAY, i18n.locale) })
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: EARLIEST_WATCH_DAY, max: today },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{i18n._('watched.cancel')}</Button>
        <Button type="submit" variant="contained">
          {i18n._('watched.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
