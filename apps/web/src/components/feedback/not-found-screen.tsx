import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ButtonLink } from '../links.tsx';

export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </Typography>
      <ButtonLink to="/" variant="contained">
        Back to search
      </ButtonLink>
    </Container>
  );
}
