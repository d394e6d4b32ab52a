import { useLingui } from '@lingui/react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/lib/use-page-title.ts';

/** A personal screen (Watchlist, Ratings) for a visitor who is not signed in, as Favorites'. */
export function LibrarySignedOut({
  heading,
  text,
  onLogin,
}: {
  heading: string;
  text: string;
  onLogin: () => void;
}) {
  const { i18n } = useLingui();
  usePageTitle(heading);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" onClick={onLogin}>
        {i18n._('library.login')}
      </Button>
    </Container>
  );
}
