/**
 * MUI controls that navigate with the router, with type-checked destinations. Each lives in its
 * own module (card-link.tsx, text-link.tsx), so a chunk that uses one does not carry the others.
 */
import Button from '@mui/material/Button';
import { createLink } from '@tanstack/react-router';

export const ButtonLink = createLink(Button);
