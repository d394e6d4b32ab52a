/**
 * Changing the day an entry was watched: a date field (the browser's own, by keyboard too) that
 * takes a day from 1870 to today, and says in words what is wrong with any other.
 */
import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import {
  EARLIEST_WATCH_DAY,
  localToday,
  watchDayProblem,
  type WatchDayProblem,
} from '../lib/watch-day.ts';

const PROBLEMS: Record<WatchDayProblem, string> = {
  missing: /*i18n*/ 'history.dateMissing',
  future: /*i18n*/ 'history.dateFuture',
  tooEarly: /*i18n*/ 'history.dateTooEarly',
};

export function EditWatchDateDialog({
  what,
  watchedOn,
  onCancel,
  onSave,
}: {
  /** The entry's name, as its buttons say it. */
  what: string;
  /** Its day now, YYYY-MM-DD. */
  watchedOn: string;
  onCancel: () => void;
  onSave: (watchedOn: string) => void;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(watchedOn);
  const [problem, setProblem] = useState<WatchDayProblem | null>(null);
  const [today] = useState(localToday);
  return (
    // The screen puts focus back itself: the entry may have moved by then.
    <Dialog open onClose={onCancel} disableRestoreFocus aria-labelledby={titleId}>
      <form
        // The date's rules are said in the visitor's language here, not in the browser's.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = watchDayProblem(value, today);
          setProblem(found);
          if (found) field.current?.focus();
          else onSave(value);
        }}
      >
        <DialogTitle id={titleId}>{i18n._('history.editHeading')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{what}</DialogContentText>
          <TextField
            type="date"
            autoFocus
            fullWidth
            inputRef={field}
            label={i18n._('history.dateLabel')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={i18n._(problem ? PROBLEMS[problem] : /*i18n*/ 'history.dateHint')}
            slotProps={{
              htmlInput: { min: EARLIEST_WATCH_DAY, max: today },
              inputLabel: { shrink: true },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{i18n._('library.cancel')}</Button>
          <Button type="submit" variant="contained">
            {i18n._('history.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
