/** A chart's numbers as a table: one row per bar, its label and its count. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface CountTableProps {
  labelHeading: string;
  countHeading: string;
  rows: readonly { key: string | number; label: string; count: string }[];
}

export function CountTable({ labelHeading, countHeading, rows }: CountTableProps) {
  return (
    <Table size="small" sx={{ maxWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{labelHeading}</TableCell>
          <TableCell scope="col" align="right">
            {countHeading}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ key, label, count }) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
