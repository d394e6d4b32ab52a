/** A button-like link to another part of the credits screen: Crew below the cast, and back. */
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';

interface JumpLinkProps {
  /** The id of the heading to go to. */
  target: string;
  children: ReactNode;
  startIcon?: ButtonProps['startIcon'];
}

/**
 * Moves the page to the heading and gives it focus, so keyboard and screen reader users go on
 * from there. It moves by hand, as the skip link does: following `#target` would be a
 * navigation to the router. Before the app runs (the server-drawn page) the browser follows it.
 */
export function JumpLink({ target, children, startIcon }: JumpLinkProps) {
  return (
    <Button
      href={`#${target}`}
      size="small"
      variant="outlined"
      startIcon={startIcon}
      onClick={(event) => {
        const heading = document.getElementById(target);
        if (!heading) return;
        event.preventDefault();
        heading.tabIndex = -1;
        heading.scrollIntoView({ block: 'start' });
        heading.focus({ preventScroll: true });
      }}
    >
      {children}
    </Button>
  );
}
