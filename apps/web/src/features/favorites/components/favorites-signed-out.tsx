import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** The Favorites screen for a visitor who is not signed in (SPEC §2 Favorites). */
export function FavoritesSignedOut({ onLogin }: { onLogin: () => void }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._('favorites.heading'));
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {i18n._('favorites.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{i18n._('favorites.mustLogin')}</Typography>
      <Button variant="contained" onClick={onLogin}>
        {i18n._('favorites.login')}
      </Button>
    </Container>
  );
}
