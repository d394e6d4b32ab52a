/** MUI controls that navigate with the router, with type-checked destinations. */
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import MuiLink from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

export const ButtonLink = createLink(Button);
export const CardLink = createLink(CardActionArea);
export const TextLink = createLink(MuiLink);
