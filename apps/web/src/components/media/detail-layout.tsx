import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

interface DetailLayoutProps {
  /** The picture column: beside the details on wider screens, above them on phones. */
  image: ReactNode;
  /** The details beside the picture. */
  children: ReactNode;
  /** Full-width parts below, such as the watch guide and cast. */
  below?: ReactNode;
}

export function DetailLayout({ image, children, below }: DetailLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>{image}</Grid>
        <Grid size={{ xs: 12, sm: 8, md: 9 }}>{children}</Grid>
      </Grid>
      {below}
    </Container>
  );
}
