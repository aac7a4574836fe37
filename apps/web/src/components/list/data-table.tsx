import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden';

export interface ListColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  width?: number | string;
  /** Hidden on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg';
}

interface Props<T extends { id: number }> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[] | undefined;
  /** Rows of skeleton while the first page loads. */
  skeletonRows: number;
  onRowClick?: (row: T) => void;
  actions?: (row: T) => ReactNode;
  actionsHeader: string;
  testId: string;
}

const display = (hideBelow: ListColumn<unknown>['hideBelow']) =>
  hideBelow ? { display: { xs: 'none', [hideBelow]: 'table-cell' } } : undefined;

/** The table of a list screen: a header row, the rows of one page and their actions. */
export function DataTable<T extends { id: number }>({
  columns,
  rows,
  skeletonRows,
  onRowClick,
  actions,
  actionsHeader,
  testId,
}: Props<T>) {
  return (
    <TableContainer>
      <Table data-testid={testId} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ width: column.width, ...display(column.hideBelow) }}>
                {column.header}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ width: 112, position: 'relative' }}>
                {/* Its cell is positioned so the label stays inside the table's scroll box. */}
                <VisuallyHidden>{actionsHeader}</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {!rows &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i}>
                {columns.map((column) => (
                  <TableCell key={column.id} sx={display(column.hideBelow)}>
                    <Skeleton width={column.id === columns[0]?.id ? '70%' : '50%'} />
                  </TableCell>
                ))}
                {actions && <TableCell />}
              </TableRow>
            ))}
          {rows?.map((row) => (
            <TableRow
              key={row.id}
              hover
              data-testid="list-row"
              data-row-id={row.id}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={{ cursor: onRowClick ? 'pointer' : undefined, '&:last-child td': { borderBottom: 0 } }}
            >
              {columns.map((column) => (
                <TableCell key={column.id} sx={display(column.hideBelow)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }} onClick={stopPropagation}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();
