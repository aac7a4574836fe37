import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import SvgIcon from '@mui/material/SvgIcon';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SideScrollRegion } from '../../components/side-scroll-region';
import { downloadCsv, toCsv } from './csv';

export interface ReportColumn<T> {
  header: string;
  /** The cell as shown; the CSV carries the same text unless `csv` is given. */
  text: (row: T) => string;
  /** The CSV's value when it differs from the shown text: a plain number a spreadsheet can add up. */
  csv?: (row: T) => string;
  numeric?: boolean;
  /** An amount of money: the CSV writes it as a number and the currency in a column of its own. */
  money?: boolean;
}

/**
 * The CSV of a report table: the shown texts, except amounts and counts as plain numbers (57.70, not
 * "€57.70" or "1,234"), with a Currency column when the table holds amounts.
 */
export function reportCsv<T>(
  columns: readonly ReportColumn<T>[],
  rows: readonly T[],
  currency: { header: string; value: string },
): string {
  const withMoney = columns.some((c) => c.money);
  const header = columns.map((c) => c.header);
  const body = rows.map((row) => columns.map((c) => (c.csv ?? c.text)(row)));
  return withMoney
    ? toCsv(
        [...header, currency.header],
        body.map((cells) => [...cells, currency.value]),
      )
    : toCsv(header, body);
}

function DownloadIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />
    </SvgIcon>
  );
}

/** A report table with its "Download CSV": the file holds the rows shown (see `reportCsv`). */
export function ReportTable<T>({
  title,
  columns,
  rows,
  fileName,
  testId,
  currencies = [],
}: {
  title: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  fileName: string;
  testId: string;
  /** The report's currencies, for the CSV's Currency column. */
  currencies?: readonly string[];
}) {
  const { t } = useTranslation();
  const cells = rows.map((row) => columns.map((c) => c.text(row)));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(
              `${fileName}.csv`,
              reportCsv(columns, rows, { header: t('reports.currency'), value: currencies.join(' ') }),
            )
          }
          data-testid={`${testId}-csv`}
        >
          {t('reports.downloadCsv')}
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('reports.noData')}
        </Typography>
      ) : (
        <SideScrollRegion label={title}>
          {/* On a phone, half the cells' side padding: a day's four columns fit without scrolling sideways. */}
          <Table size="small" data-testid={testId} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {cells.map((row, i) => (
                <TableRow key={i}>
                  {row.map((text, j) => (
                    <TableCell key={j} align={columns[j]!.numeric ? 'right' : 'left'}>
                      {text}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </SideScrollRegion>
      )}
    </Paper>
  );
}
