import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface ErrorViewProps {
  error: unknown;
  /** Offered as 'Try again' when the failed load can be repeated. */
  onRetry?: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** SPEC §8: a failed load shows 'Error: ' and the message in place of the screen. */
export function ErrorView({ error, onRetry }: ErrorViewProps) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }} role="alert">
      <Typography variant="h6" component="p" color="error" gutterBottom>
        {`Error: ${messageOf(error)}`}
      </Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Container>
  );
}
