import Typography from '@mui/material/Typography';

export function NoResults() {
  return (
    <Typography variant="h6" component="p" sx={{ py: 4, textAlign: 'center' }}>
      No Results
    </Typography>
  );
}
