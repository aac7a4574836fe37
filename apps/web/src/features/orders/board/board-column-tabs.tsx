import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { BoardColumn } from '@orderdesk/contracts';
import { useTranslation } from 'react-i18next';
import { COLUMN_TABS_HEIGHT } from './board-grid';

interface Props {
  columns: readonly BoardColumn[];
  /** Orders in each column, in the order of `columns`; undefined while loading. */
  counts: readonly (number | undefined)[];
  selected: string;
  onSelect: (key: string) => void;
}

/**
 * On a phone the board shows one column at a time: a tab per column with its count, so Outgoing is
 * one tap away however many orders wait in Incoming.
 */
export function BoardColumnTabs({ columns, counts, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={selected}
      onChange={(_event, key: string) => onSelect(key)}
      variant="fullWidth"
      aria-label={t('orders.board.columnTabs')}
      data-testid="board-column-tabs"
      sx={{ mb: 1.5, height: COLUMN_TABS_HEIGHT, minHeight: 0, borderBottom: 1, borderColor: 'divider' }}
    >
      {columns.map((column, index) => {
        const count = counts[index] ?? 0;
        return (
          <Tab
            key={column.key}
            value={column.key}
            data-testid={`board-tab-${column.statusId}`}
            sx={{ minHeight: 40, minWidth: 0, px: 1, textTransform: 'none', fontWeight: 700 }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <span>{t(column.titleKey, { defaultValue: column.title })}</span>
                <Box
                  component="span"
                  data-testid="board-tab-count"
                  sx={{
                    minWidth: 22,
                    px: 0.75,
                    borderRadius: 11,
                    fontSize: 12,
                    lineHeight: '20px',
                    bgcolor: count > 0 ? 'primary.dark' : 'action.selected',
                    color: count > 0 ? 'primary.contrastText' : 'text.secondary',
                  }}
                >
                  {count}
                </Box>
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
