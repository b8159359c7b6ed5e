import { TableCell, TableHead, TableRow } from '@mui/material';

/** The bold, unwrapped header row of the admin tables; an empty name leaves a blank column. */
export function TableHeader({ columns }: { columns: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column, index) => (
          <TableCell key={column || index} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {column}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
