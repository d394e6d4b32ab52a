import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface ExternalButtonProps {
  href: string;
  children: ReactNode;
}

/** A button to another site, opened in a new tab without handing it this page. */
export function ExternalButton({ href, children }: ExternalButtonProps) {
  return (
    <Button
      variant="outlined"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNew aria-hidden />}
    >
      {children}
    </Button>
  );
}
