import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../theme/visually-hidden.ts';

/** The show's US content rating ('TV-MA') as a small outlined badge, read as 'Rated TV-MA'. */
export function ContentRating({ rating }: { rating: string | null }) {
  if (!rating) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 0.75,
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 0.5,
        typography: 'body2',
        fontWeight: 'bold',
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        Rated{' '}
      </Box>
      {rating}
    </Box>
  );
}
