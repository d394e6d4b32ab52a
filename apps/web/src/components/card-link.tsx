import CardActionArea from '@mui/material/CardActionArea';
import { createLink } from '@tanstack/react-router';

/** A card's clickable area that navigates with the router (see links.tsx). */
export const CardLink = createLink(CardActionArea);
