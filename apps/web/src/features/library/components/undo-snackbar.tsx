import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef } from 'react';

/**
 * Says what was just deleted, with Undo. The button takes the focus that the deleted row's
 * button had, so a keyboard can undo at once; while it has focus (or the pointer rests on it)
 * the message stays. Render one per deletion (a `key` each): each takes the focus anew.
 */
export function UndoSnackbar({
  message,
  onUndo,
  onClose,
}: {
  message: string;
  onUndo: () => void;
  /** Closed without Undo (its time ran out, or Escape); `hadFocus`: focus was on it. */
  onClose: (hadFocus: boolean) => void;
}) {
  const { i18n } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  // After the Snackbar's own effect has started its timer: the focus then pauses it.
  useEffect(() => undo.current?.focus(), []);
  return (
    <Snackbar
      open
      ref={root}
      autoHideDuration={10_000}
      onClose={(_event, reason) => {
        // A click elsewhere is the visitor going on, not a choice against Undo.
        if (reason === 'clickaway') return;
        const focused = document.activeElement;
        onClose(!focused || focused === document.body || Boolean(root.current?.contains(focused)));
      }}
      message={message}
      action={
        <Button ref={undo} color="inherit" onClick={onUndo}>
          {i18n._('history.undo')}
        </Button>
      }
    />
  );
}
