import Typography from '@mui/material/Typography';
import type { ListColumn } from './data-table';

/** The first column of a list: the row's name, in bold. */
export function nameColumn<T extends { name: string }>(header: string): ListColumn<T> {
  return {
    id: 'name',
    header,
    cell: (row) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="row-name">
        {row.name}
      </Typography>
    ),
  };
}
