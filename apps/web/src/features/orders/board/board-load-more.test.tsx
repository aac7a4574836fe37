import {
  DEFAULT_GENERAL_SETTINGS,
  LOCAL_STORAGE_KEYS,
  OrderCardMode,
  OrderStatus,
  type TOrder,
} from '@orderdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session-storage';
import { aboutMe, order, venue } from '../../../test/fixtures';
import { fakeSession, renderScreen, testQueryClient } from '../../../test/render';
import { LONG_COLUMN_PAGE, orderListsQueryOptions, pageStatusIds } from '../api/get-orders';
import { venuesKeys } from '../../../api/venues-keys';
import { groupByStatus } from '../../../api/order-lists';
import { ordersKeys } from '../../../api/orders-keys';
import { BoardPage } from './board-page';

vi.mock('../../../hub/order-hub-connection', () => ({ OrderHubConnection: () => null }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
});

/** Picked-up orders `from`…`from + count - 1`, one minute apart, the higher id the newer. */
function pickedUp(from: number, count: number): TOrder[] {
  return Array.from({ length: count }, (_, i) =>
    order({
      id: from + i,
      orderNumber: `P-${from + i}`,
      statusId: OrderStatus.PICKEDUP,
      status: { id: OrderStatus.PICKEDUP, name: 'pickedup' },
      createdAt: new Date(Date.parse('2026-05-01T08:00:00.000Z') + (from + i) * 60_000).toISOString(),
    }),
  );
}

function renderTakenOrders(orders: TOrder[]) {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.settings,
    JSON.stringify({ ...DEFAULT_GENERAL_SETTINGS, orderCardMode: OrderCardMode.POPUP }),
  );
  const queryClient = testQueryClient();
  queryClient.setQueryData(venuesKeys.detail(1), venue({ status: true }));
  queryClient.setQueryData(ordersKeys.list({ venueId: 1, page: 2 }), groupByStatus(orders, pageStatusIds(2)));
  // The venue's alarms count the orders waiting on the Active orders page, whichever page is open.
  queryClient.setQueryData(ordersKeys.list({ venueId: 1, page: 1 }), groupByStatus([], pageStatusIds(1)));
  queryClient.setQueryData(ordersKeys.preorders(1), groupByStatus([], [OrderStatus.PREORDER]));
  return renderScreen(<BoardPage page={2} />, {
    path: '/orders',
    queryClient,
    session: fakeSession(aboutMe({ additionalUserSettings: { FontSize: 16, OrderSortingAsc: false } })),
  });
}

const column = () => screen.getByTestId(`board-column-${OrderStatus.PICKEDUP}`);
const answer = (orders: TOrder[]) => new Response(JSON.stringify(orders), { status: 200 });

describe('Load more on a long column', () => {
  it('loads the page after the oldest card shown, adds it to the column, and stops when a page comes back short', async () => {
    renderTakenOrders(pickedUp(1000, LONG_COLUMN_PAGE));
    expect(within(column()).getByTestId('column-count').textContent).toBe(String(LONG_COLUMN_PAGE));

    fetchMock.mockResolvedValueOnce(answer(pickedUp(1000 - LONG_COLUMN_PAGE, LONG_COLUMN_PAGE)));
    fireEvent.click(within(column()).getByTestId('column-load-more'));
    await waitFor(() =>
      expect(within(column()).getByTestId('column-count').textContent).toBe(String(2 * LONG_COLUMN_PAGE)),
    );
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(first.pathname).toBe('/api/orders');
    expect(first.searchParams.getAll('statusId')).toEqual([String(OrderStatus.PICKEDUP)]);
    expect(first.searchParams.get('limit')).toBe(String(LONG_COLUMN_PAGE));
    expect(first.searchParams.get('cursor')).toBe('2026-05-02T00:40:00.000Z_1000');

    fetchMock.mockResolvedValueOnce(answer(pickedUp(870, 30)));
    fireEvent.click(within(column()).getByTestId('column-load-more'));
    await waitFor(() =>
      expect(within(column()).getByTestId('column-count').textContent).toBe(
        String(2 * LONG_COLUMN_PAGE + 30),
      ),
    );
    expect(new URL(String(fetchMock.mock.calls[1]?.[0])).searchParams.get('cursor')).toBe(
      '2026-05-01T23:00:00.000Z_900',
    );
    expect(within(column()).queryByTestId('column-load-more')).toBeNull();
  }, 120_000); // three pages of cards render in jsdom: slow on a busy machine, not a timing rule

  it('offers no Load more on a column that holds less than a page, nor on a live column', () => {
    renderTakenOrders([
      ...pickedUp(1, 5),
      order({ id: 77, statusId: OrderStatus.DELAYED, status: { id: OrderStatus.DELAYED, name: 'delayed' } }),
    ]);
    expect(screen.queryByTestId('column-load-more')).toBeNull();
  });

  it('loads a page of taken orders: the live columns in one call, the long column on its own, a page of it', async () => {
    fetchMock.mockImplementation((input) => {
      const url = new URL(String(input));
      const statuses = url.searchParams.getAll('statusId').map(Number);
      return Promise.resolve(
        answer(
          statuses.includes(OrderStatus.PICKEDUP)
            ? pickedUp(1, 3)
            : [
                order({
                  id: 77,
                  statusId: OrderStatus.DELAYED,
                  status: { id: OrderStatus.DELAYED, name: 'delayed' },
                }),
              ],
        ),
      );
    });
    const lists = await testQueryClient().fetchQuery(
      orderListsQueryOptions({ venueId: 1, page: 2, asc: false }),
    );

    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)).searchParams);
    const long = calls.find((q) => q.getAll('statusId').includes(String(OrderStatus.PICKEDUP)));
    const live = calls.find((q) => !q.getAll('statusId').includes(String(OrderStatus.PICKEDUP)));
    expect(calls).toHaveLength(2);
    expect(long?.getAll('statusId')).toEqual([String(OrderStatus.PICKEDUP)]);
    expect(long?.get('limit')).toBe(String(LONG_COLUMN_PAGE));
    expect(live?.get('limit')).toBeNull();
    expect(lists[OrderStatus.PICKEDUP]?.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(lists[OrderStatus.DELAYED]?.map((o) => o.id)).toEqual([77]);
  });
});
