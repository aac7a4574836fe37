import { HubEvent, OrderState, OrderStatus } from '@orderdesk/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupByStatus, type BoardLists } from '../api/order-lists';
import { ordersKeys } from '../api/orders-keys';
import { i18n } from '../i18n';
import { FakeSocket } from '../test/fake-socket';
import { order } from '../test/fixtures';
import { testQueryClient } from '../test/render';
import { getHubStatus } from './hub-status';
import { OrderHubConnection } from './order-hub-connection';

const sockets: FakeSocket[] = [];
vi.mock('./hub-socket', () => ({
  createHubSocket: vi.fn(() => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  }),
}));
vi.mock('../lib/toast', () => ({ toast: { info: vi.fn(), error: vi.fn() } }));

const page1 = ordersKeys.list({ venueId: 5, page: 1 });
const page3 = ordersKeys.list({ venueId: 5, page: 3 });
const otherVenue = ordersKeys.list({ venueId: 6, page: 1 });

async function mount() {
  const queryClient = testQueryClient();
  const incoming = order({ id: 1, venueId: 5 });
  queryClient.setQueryData(page1, groupByStatus([incoming], [1, 2, 3]));
  queryClient.setQueryData(page3, groupByStatus([], [6, 8]));
  queryClient.setQueryData(otherVenue, groupByStatus([], [1, 2, 3]));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <OrderHubConnection venueId={5} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // Socket.IO's module is loaded after the first render.
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[sockets.length - 1]!;
  act(() => socket.serverEmit('connect'));
  return { queryClient, socket, view };
}

const lists = (client: ReturnType<typeof testQueryClient>, key: readonly unknown[]) =>
  client.getQueryData<BoardLists>(key)!;

beforeEach(() => {
  sockets.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('<OrderHubConnection>', () => {
  it('shows the connection as live, and idle after unmount', async () => {
    const { view } = await mount();
    expect(getHubStatus()).toBe('live');
    view.unmount();
    expect(getHubStatus()).toBe('idle');
  });

  it('puts a new order at the top of its list in the cache', async () => {
    const { queryClient, socket } = await mount();
    const pushed = order({ id: 2, venueId: 5, orderNumber: 'NEW' });
    act(() => socket.serverEmit(HubEvent.ORDER_UPDATED, { order: pushed }));
    expect(lists(queryClient, page1)[1]?.map((o) => o.id)).toEqual([2, 1]);
    expect(lists(queryClient, otherVenue)[1]).toEqual([]);
  });

  it('replaces an order whose state changed and moves one whose status changed', async () => {
    const { queryClient, socket } = await mount();
    act(() =>
      socket.serverEmit(HubEvent.ORDER_UPDATED, {
        order: order({ id: 1, venueId: 5, stateId: OrderState.BAD }),
      }),
    );
    expect(lists(queryClient, page1)[1]?.[0]?.stateId).toBe(OrderState.BAD);

    const rejected = order({
      id: 1,
      venueId: 5,
      statusId: OrderStatus.REJECTED,
      status: { id: 6, name: 'rejected' },
    });
    act(() => socket.serverEmit(HubEvent.ORDER_UPDATED, { order: rejected }));
    expect(lists(queryClient, page1)[1]).toEqual([]);
    expect(Object.keys(lists(queryClient, page1))).toEqual(['1', '2', '3']);
    expect(lists(queryClient, page3)[6]?.map((o) => o.id)).toEqual([1]);
  });

  it('keeps its socket when more texts arrive (the back office part)', async () => {
    await mount();
    act(() => {
      i18n.addResourceBundle('en', 'translation', { hubTest: { added: 'Added' } }, true, true);
    });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.disconnected).toBe(false);
    expect(getHubStatus()).toBe('live');
  });

  it('refetches the venue lists once after a reconnect', async () => {
    const { queryClient, socket } = await mount();
    vi.useFakeTimers();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => socket.serverEmit('disconnect', 'transport close'));
    expect(getHubStatus()).toBe('reconnecting');
    await act(async () => vi.advanceTimersByTime(1000));
    act(() => sockets[sockets.length - 1]!.serverEmit('connect'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ordersKeys.venueLists(5) });
  });
});
