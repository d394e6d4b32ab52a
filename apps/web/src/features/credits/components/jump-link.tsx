/** A visible link to a heading further down the same screen, which takes the focus there. */
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

interface JumpLinkProps {
  /** The id of the heading to jump to. */
  targetId: string;
  children: ReactNode;
}

/**
 * Moves focus by hand, like the skip link: following `#id` would be a navigation to the
 * router, and focusing the heading (not only scrolling to it) lets the keyboard and a screen
 * reader go on from there.
 */
export function JumpLink({ targetId, children }: JumpLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.tabIndex = -1;
        target.focus();
      }}
      sx={{ display: 'inline-block', mb: 1 }}
    >
      {children}
    </Link>
  );
}
