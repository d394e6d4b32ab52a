/**
 * How the visitor's ratings spread over the scale: a bar for each half star, drawn inside a
 * table that says the same in numbers, so the chart needs no picture to be read.
 */
import { useLingui } from '@lingui/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export function RatingDistribution({
  steps,
}: {
  steps: readonly { rating: number; count: number }[];
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const most = Math.max(1, ...steps.map((step) => step.count));
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3, maxWidth: 480 }}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {i18n._('ratings.distribution')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{i18n._('ratings.starsColumn')}</TableCell>
            <TableCell scope="col">{i18n._('ratings.countColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map(({ rating, count }) => (
            <TableRow key={rating}>
              <TableCell component="th" scope="row">
                {number.format(rating)}
              </TableCell>
              <TableCell sx={{ width: '75%' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {/* The bar only draws the number beside it. */}
                  <LinearProgress
                    variant="determinate"
                    value={(count / most) * 100}
                    aria-hidden
                    sx={{ flexGrow: 1, height: 10, borderRadius: 1 }}
                  />
                  <Box component="span" sx={{ minWidth: '3ch', textAlign: 'right' }}>
                    {number.format(count)}
                  </Box>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
