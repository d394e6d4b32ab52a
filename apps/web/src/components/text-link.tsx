import MuiLink from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

/** An inline text link that navigates with the router (see links.tsx). */
export const TextLink = createLink(MuiLink);
