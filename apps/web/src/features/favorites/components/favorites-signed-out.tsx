import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** The Favorites screen for a visitor who is not signed in (SPEC §2 Favorites). */
export function FavoritesSignedOut({ onLogin }: { onLogin: () => void }) {
  usePageTitle('Favorites');
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Favorites
      </Typography>
      <Typography sx={{ mb: 2 }}>You must login to use this feature</Typography>
      <Button variant="contained" onClick={onLogin}>
        Login
      </Button>
    </Container>
  );
}
