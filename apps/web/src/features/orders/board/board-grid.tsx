import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  sortOrders,
  type BoardColumn as TBoardColumn,
  type BoardPage,
  type OrderAction,
  type TOrder,
} from '@orderdesk/contracts';
import { lazy, Suspense, useState } from 'react';
import type { BoardLists } from '../../../api/order-lists';
import type { useLoadMoreOrders } from '../api/load-more-orders';
import { BoardColumn } from './board-column';
import type { OrderCardView } from './order-card';

// Phones only: MUI's tabs load with them, not with every board. Their place is kept while they load,
// so the cards below do not move down when they come.
const BoardColumnTabs = lazy(async () => ({
  default: (await import('./board-column-tabs')).BoardColumnTabs,
}));

/**
 * The board widths at which the medium and large column widths of docs/product.md §9 start: the
 * theme's md and lg breakpoints less the page's padding, so a board filling the window switches where
 * the window's breakpoints would.
 */
const BOARD_WIDTH = { medium: 852, large: 1152 } as const;

/** The phone's column tabs: their row's height, border included, kept for them while they load. */
export const COLUMN_TABS_HEIGHT = 41;

interface Props {
  page: BoardPage;
  columns: readonly TBoardColumn[];
  lists: BoardLists | undefined;
  asc: boolean;
  more: ReturnType<typeof useLoadMoreOrders>;
  now: number;
  actionsFor: (order: TOrder) => OrderAction[];
  busyIds: ReadonlySet<number>;
  view: OrderCardView;
  onAction: (action: OrderAction, order: TOrder) => void;
  onOpen: (order: TOrder) => void;
}

/** The page's columns of order cards on the 12-column grid; on a phone one column at a time, by its tab. */
export function BoardGrid({ page, columns, lists, asc, more, ...cards }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [phoneColumn, setPhoneColumn] = useState<string | null>(null);
  const shownColumn = columns.find((column) => column.key === phoneColumn)?.key ?? columns[0]?.key ?? '';
  return (
    <>
      {phone && (
        <Suspense fallback={<Box sx={{ height: COLUMN_TABS_HEIGHT, mb: 1.5 }} />}>
          <BoardColumnTabs
            columns={columns}
            counts={columns.map((column) => lists?.[column.statusId]?.length)}
            selected={shownColumn}
            onSelect={setPhoneColumn}
          />
        </Suspense>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
          gap: 2,
          // The columns' widths follow the board's own width, not the window's: beside an admin's side
          // navigation a 1440 px window leaves a medium-sized board, where Ready at 2 of 12 is too narrow.
          containerType: 'inline-size',
        }}
        data-testid="order-board"
        data-page={page}
      >
        {columns.map((column) => {
          if (phone && column.key !== shownColumn) return null;
          const orders = lists?.[column.statusId];
          return (
            <Box
              key={column.key}
              sx={{
                minWidth: 0,
                gridColumn: 'span 12',
                [`@container (min-width: ${BOARD_WIDTH.medium}px)`]: { gridColumn: `span ${column.mdWidth}` },
                [`@container (min-width: ${BOARD_WIDTH.large}px)`]: { gridColumn: `span ${column.width}` },
              }}
            >
              <BoardColumn
                column={column}
                orders={orders && sortOrders(orders, asc)}
                {...cards}
                {...(orders && more.canLoadMore(column.statusId, orders)
                  ? {
                      onLoadMore: () => more.loadMore(column.statusId, orders),
                      loadingMore: more.loadingStatus === column.statusId,
                    }
                  : {})}
              />
            </Box>
          );
        })}
      </Box>
    </>
  );
}
