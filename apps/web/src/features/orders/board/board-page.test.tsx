import {
  DEFAULT_GENERAL_SETTINGS,
  LOCAL_STORAGE_KEYS,
  OrderCardMode,
  OrderState,
  OrderStatus,
  TimeFormat,
  type TGeneralSettings,
  type TOrder,
} from '@orderdesk/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../../lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/session-storage';
import { aboutMe, order, venue } from '../../../test/fixtures';
import { fakeSession, renderScreen, testQueryClient } from '../../../test/render';
import { venuesKeys } from '../../../api/venues-keys';
import { groupByStatus, type BoardLists } from '../../../api/order-lists';
import { notifyOrderPush } from '../../../api/order-pushes';
import { ordersKeys } from '../../../api/orders-keys';
import { changeLanguage } from '../../../i18n';
import { BoardPage } from './board-page';

vi.mock('../../../hub/order-hub-connection', () => ({ OrderHubConnection: () => null }));
vi.mock('../../../lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const listKey = ordersKeys.list({ venueId: 1, page: 1 });

interface BoardOptions {
  settings?: Partial<TGeneralSettings>;
  fontSize?: number;
  asc?: boolean;
}

function renderBoard(orders: TOrder[], venueOpen = true, options: BoardOptions = {}) {
  // Expanded cards unless a test asks otherwise: most tests read what is on the card.
  const settings = {
    ...DEFAULT_GENERAL_SETTINGS,
    orderCardMode: OrderCardMode.EXPANDED,
    ...options.settings,
  };
  localStorage.setItem(LOCAL_STORAGE_KEYS.settings, JSON.stringify(settings));
  const profile = aboutMe({
    additionalUserSettings: { FontSize: options.fontSize ?? 16, OrderSortingAsc: options.asc ?? false },
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(venuesKeys.detail(1), venue({ status: venueOpen }));
  queryClient.setQueryData(listKey, groupByStatus(orders, [1, 2, 3]));
  // The venue's alarms watch its pre-orders' start-cooking times.
  queryClient.setQueryData(ordersKeys.preorders(1), groupByStatus([], [10]));
  return renderScreen(<BoardPage page={1} />, {
    path: '/new-orders',
    queryClient,
    session: fakeSession(profile),
  });
}

const card = (id: number) =>
  document.querySelector<HTMLElement>(`[data-testid="order-card"][data-order-id="${id}"]`);
const actionIds = (id: number) =>
  [...(card(id)?.querySelectorAll('[data-testid^="order-action-"]') ?? [])].map((b) =>
    b.getAttribute('data-testid'),
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.error).mockClear();
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
});

describe('order board, page 1', () => {
  const good = order({ id: 1, orderNumber: 'W-1', stateId: OrderState.GOOD });
  const bad = order({
    id: 2,
    orderNumber: 'W-2',
    stateId: OrderState.BAD,
    isCreatedInRKeeper: false,
    platformError: 'Wolt did not answer',
  });

  it('shows the three columns of the page with counts, and "No orders" when empty', () => {
    renderBoard([good, bad]);
    const incoming = screen.getByTestId('board-column-1');
    expect(within(incoming).getByText('Incoming')).toBeTruthy();
    expect(within(incoming).getByTestId('column-count').textContent).toBe('2');
    expect(within(screen.getByTestId('board-column-2')).getByText('No orders')).toBeTruthy();
    expect(within(screen.getByTestId('board-column-3')).getByText('Ready')).toBeTruthy();
  });

  it('shows what to do in r_keeper before r_keeper’s own words, in the user’s language', async () => {
    const refused = order({
      id: 3,
      orderNumber: 'W-3',
      stateId: OrderState.BAD,
      isCreatedInRKeeper: false,
      posError: 'Общая смена открыта слишком долго [r_keeper: shiftTooLong]',
    });
    renderBoard([refused]);
    const text = () => within(card(3)!).getByTestId('pos-failed').textContent ?? '';
    expect(text()).toContain('close the common shift in r_keeper');
    expect(text()).toContain('(r_keeper: Общая смена открыта слишком долго)');
    expect(text()).not.toContain('[r_keeper:');
    await act(() => changeLanguage('lt'));
    try {
      expect(text()).toContain('uždarykite bendrą pamainą r_keeper');
      expect(text()).toContain('Общая смена открыта слишком долго');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('offers Accept and Reject for a GOOD incoming order and Retry, Force, Reject for a BAD one', () => {
    renderBoard([good, bad]);
    // An expanded card has no dialog: it carries the dialog's Reject of a good order.
    expect(actionIds(1)).toEqual(['order-action-accept', 'order-action-reject']);
    expect(actionIds(2)).toEqual(['order-action-retry', 'order-action-force', 'order-action-reject']);
    expect(within(card(2)!).getByTestId('pos-failed').textContent).toContain('POS hand-over failed');
    expect(within(card(2)!).getByTestId('platform-error').textContent).toContain('Wolt did not answer');
    expect(within(card(1)!).queryByTestId('pos-failed')).toBeNull();
  });

  it('shows the order details on the card', () => {
    renderBoard([good]);
    const c = within(card(1)!);
    expect(c.getByTestId('order-number').textContent).toBe('#W-1');
    expect(c.getByTestId('platform-chip').textContent).toBe('Wolt');
    expect(c.getByText('Alice')).toBeTruthy();
    expect(c.getByText('Margherita')).toBeTruthy();
    expect(c.getByTestId('order-total').textContent).toBe('€24.50');
    // An incoming order shows how long it has waited, against Wolt's 3-minute acceptance window.
    const waited = c.getByTestId('order-waited');
    expect(waited.textContent).toMatch(/^5:0\d$/);
    expect(waited.getAttribute('data-level')).toBe('late');
  });

  it('shows an accepted order its age, and a fresh incoming one as within its window', () => {
    const fresh = order({ id: 5, createdAt: new Date(Date.now() - 20_000).toISOString() });
    const cooking = order({
      id: 6,
      statusId: OrderStatus.PRODUCTION,
      status: { id: OrderStatus.PRODUCTION, name: 'production' },
    });
    renderBoard([fresh, cooking]);
    expect(within(card(5)!).getByTestId('order-waited').getAttribute('data-level')).toBe('ok');
    expect(within(card(6)!).getByTestId('order-age').textContent).toBe('5 min ago');
    expect(within(card(6)!).queryByTestId('order-waited')).toBeNull();
  });

  it('shows the orders of an offline venue, keeps Accept on a waiting order and Retry, Force and Reject on a failed one', async () => {
    renderBoard([good, bad], false);
    await screen.findByTestId('venue-closed');
    const incoming = screen.getByTestId('board-column-1');
    expect(within(incoming).getByTestId('column-count').textContent).toBe('2');
    const goodCard = within(card(1)!);
    expect(goodCard.getByTestId('order-number').textContent).toBe('#W-1');
    expect(goodCard.getByText('Margherita')).toBeTruthy();
    expect(actionIds(1)).toEqual(['order-action-accept', 'order-action-reject']);
    expect(within(card(2)!).getByTestId('order-number').textContent).toBe('#W-2');
    expect(actionIds(2)).toEqual(['order-action-retry', 'order-action-force', 'order-action-reject']);
  });

  it('accepts with the cooking time and moves the order to Outgoing', async () => {
    const accepted = {
      ...good,
      statusId: OrderStatus.PRODUCTION,
      status: { id: OrderStatus.PRODUCTION, name: 'production' },
      adjustedTimeInMinutes: 25,
    } as TOrder;
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { queryClient } = renderBoard([good]);

    fireEvent.click(within(card(1)!).getByTestId('order-action-accept'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept order')).toBeTruthy();
    const field = within(dialog).getByLabelText('Cooking time (minutes)') as HTMLInputElement;
    expect(field.value).toBe('20');
    // Opened on the minute chips, not the number field: a phone's keyboard stays down.
    expect(document.activeElement).toBe(within(dialog).getByTestId('minutes-20'));
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    // Moved at once, before the server answers.
    await waitFor(() =>
      expect(within(screen.getByTestId('board-column-2')).queryByTestId('order-card')).toBeTruthy(),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/orders\/accept$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 1, cookingTimeInMinutes: 25, isForce: false });

    await act(async () => answer(new Response(JSON.stringify(accepted), { status: 200 })));
    await waitFor(() =>
      expect(queryClient.getQueryData<BoardLists>(listKey)?.[2]?.[0]?.adjustedTimeInMinutes).toBe(25),
    );
    expect(queryClient.getQueryData<BoardLists>(listKey)?.[1]).toEqual([]);
  });

  it('rejects a cooking time over the venue maximum', async () => {
    renderBoard([good]);
    fireEvent.click(within(card(1)!).getByTestId('order-action-accept'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Cooking time (minutes)'), { target: { value: '91' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('At most 90 minutes')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the order to Incoming and tells the user when accepting fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ errors: { id: ['already taken'] } }), { status: 409 }),
    );
    renderBoard([good]);
    fireEvent.click(within(card(1)!).getByTestId('order-action-accept'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The order could not be accepted. Please try again.'),
    );
    expect(within(screen.getByTestId('board-column-1')).getByTestId('order-card')).toBeTruthy();
    expect(within(screen.getByTestId('board-column-2')).queryByTestId('order-card')).toBeNull();
  });
});

describe('order board, page 1: ready, pick up and reject', () => {
  const inProduction = order({
    id: 3,
    orderNumber: 'W-3',
    statusId: OrderStatus.PRODUCTION,
    status: { id: OrderStatus.PRODUCTION, name: 'production' },
  });
  const ready = order({
    id: 4,
    orderNumber: 'W-4',
    statusId: OrderStatus.READY,
    status: { id: OrderStatus.READY, name: 'ready' },
  });
  const badReady = order({
    id: 5,
    orderNumber: 'W-5',
    statusId: OrderStatus.READY,
    status: { id: OrderStatus.READY, name: 'ready' },
    stateId: OrderState.BAD,
    isCreatedInRKeeper: false,
  });
  const bad = order({ id: 2, orderNumber: 'W-2', stateId: OrderState.BAD, isCreatedInRKeeper: false });
  const answered = (o: TOrder, statusId: number, name: string) =>
    new Response(JSON.stringify({ ...o, statusId, status: { id: statusId, name } }), { status: 200 });
  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
  };

  it('enables Ready, Pick up, Reject, Retry and Force', () => {
    renderBoard([inProduction, ready, badReady, bad]);
    const button = (id: number, action: string) =>
      within(card(id)!).getByTestId(`order-action-${action}`) as HTMLButtonElement;
    expect(button(3, 'ready').disabled).toBe(false);
    expect(button(4, 'pickUp').disabled).toBe(false);
    expect(button(2, 'reject').disabled).toBe(false);
    expect(button(2, 'reject').className).toMatch(/colorError/);
    expect(button(2, 'retry').disabled).toBe(false);
    expect(button(5, 'force').disabled).toBe(false);
  });

  it('Retry sends the order to the POS again and says how it ended; Force on Ready picks up a BAD order once confirmed', async () => {
    fetchMock.mockImplementation(async () => answered(bad, OrderStatus.RECEIVED, 'received'));
    renderBoard([badReady, bad]);
    fireEvent.click(within(card(2)!).getByTestId('order-action-retry'));
    await waitFor(() =>
      expect(lastCall()).toEqual({
        url: expect.stringMatching(/\/api\/orders\/validate$/),
        method: 'PATCH',
        body: { id: 2 },
      }),
    );
    expect(toast.info).toHaveBeenCalledWith('Handing order #W-2 to r_keeper again…', { autoClose: 2500 });
    // The hand-over runs as a job: its outcome is the order's next push.
    const version = bad.version ?? 0;
    act(() => notifyOrderPush({ ...bad, version: version + 1, posError: 'Shift is closed' }));
    expect(toast.error).toHaveBeenCalledWith('Order #W-2 failed again: Shift is closed');
    fireEvent.click(within(card(2)!).getByTestId('order-action-retry'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    act(() => notifyOrderPush({ ...bad, version: version + 2, isCreatedInRKeeper: true, posError: null }));
    expect(toast.success).toHaveBeenCalledWith('Order #W-2 was handed over to r_keeper');

    fetchMock.mockResolvedValue(answered(badReady, OrderStatus.PICKEDUP, 'pickedup'));
    fireEvent.click(within(card(5)!).getByTestId('order-action-force'));
    // It tells the platform the courier has the order: nothing is sent before the person confirms.
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Force the pick-up of #');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fireEvent.click(within(confirm).getByTestId('confirm-yes'));
    await waitFor(() =>
      expect(lastCall()).toEqual({
        url: expect.stringMatching(/\/api\/orders\/picked-up$/),
        method: 'PATCH',
        body: { id: 5, isForce: true },
      }),
    );
  });

  it('marks an order ready and moves it to the Ready column', async () => {
    fetchMock.mockResolvedValue(answered(inProduction, OrderStatus.READY, 'ready'));
    const { queryClient } = renderBoard([inProduction]);
    fireEvent.click(within(card(3)!).getByTestId('order-action-ready'));
    await waitFor(() =>
      expect(within(screen.getByTestId('board-column-3')).queryByTestId('order-card')).toBeTruthy(),
    );
    expect(lastCall()).toEqual({
      url: expect.stringMatching(/\/api\/orders\/ready$/),
      method: 'PATCH',
      body: { id: 3 },
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<BoardLists>(listKey)?.[3]?.[0]?.status.name).toBe('ready'),
    );
    expect(queryClient.getQueryData<BoardLists>(listKey)?.[2]).toEqual([]);
  });

  it('marks an order picked up and takes it off the page', async () => {
    fetchMock.mockResolvedValue(answered(ready, OrderStatus.PICKEDUP, 'pickedup'));
    const { queryClient } = renderBoard([ready]);
    fireEvent.click(within(card(4)!).getByTestId('order-action-pickUp'));
    await waitFor(() => expect(card(4)).toBeNull());
    expect(lastCall()).toMatchObject({
      url: expect.stringMatching(/\/api\/orders\/picked-up$/),
      body: { id: 4, isForce: false },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(Object.keys(queryClient.getQueryData<BoardLists>(listKey) ?? {})).toEqual(['1', '2', '3']);
  });

  it('returns a picked-up order to Ready and tells the user when the call fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ errors: { general: ['No'] } }), { status: 409 }),
    );
    renderBoard([ready]);
    fireEvent.click(within(card(4)!).getByTestId('order-action-pickUp'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The order could not be marked picked up. Please try again.'),
    );
    expect(within(screen.getByTestId('board-column-3')).getByTestId('order-card')).toBeTruthy();
  });

  it('force-rejects a BAD order with a picked reason alone, the note optional', async () => {
    fetchMock.mockImplementation(async () => answered(bad, OrderStatus.REJECTED, 'rejected'));
    renderBoard([bad, { ...bad, id: 6, orderNumber: 'W-6' }]);
    fireEvent.click(within(card(2)!).getByTestId('order-action-reject'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject order')).toBeTruthy();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(document.activeElement).toBe(within(reasons).getByRole('radio', { name: 'Items unavailable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(card(2)).toBeNull());
    expect(lastCall()).toEqual({
      url: expect.stringMatching(/\/api\/orders\/force-reject$/),
      method: 'PATCH',
      body: { id: 2, code: 'ITEMS_UNAVAILABLE' },
    });

    fireEvent.click(within(card(6)!).getByTestId('order-action-reject'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Venue closing soon' }));
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'Kitchen closed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(card(6)).toBeNull());
    expect(lastCall().body).toEqual({ id: 6, code: 'VENUE_CLOSING_SOON', reason: 'Kitchen closed' });
  });

  it('asks before Force puts a BAD incoming order into production, with the cooking time chosen', async () => {
    fetchMock.mockResolvedValue(answered(bad, OrderStatus.PRODUCTION, 'production'));
    renderBoard([bad]);
    fireEvent.click(within(card(2)!).getByTestId('order-action-force'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Force into production')).toBeTruthy();
    expect(within(dialog).getByTestId('force-warning')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('minutes-30'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Force' }));
    await waitFor(() =>
      expect(lastCall()).toEqual({
        url: expect.stringMatching(/\/api\/orders\/force-production$/),
        method: 'PATCH',
        body: { id: 2, cookingTimeInMinutes: 30 },
      }),
    );
  });

  it('keeps the cards in place while a finger is on the column; new orders wait behind a pill', async () => {
    const { queryClient } = renderBoard([bad]);
    const column = screen.getByTestId('board-column-1');
    fireEvent.pointerDown(card(2)!);
    const newer = order({
      id: 7,
      orderNumber: 'W-7',
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    });
    act(() =>
      queryClient.setQueryData<BoardLists>(listKey, (lists) => ({
        ...lists,
        1: [newer, ...(lists?.[1] ?? [])],
      })),
    );
    await waitFor(() => expect(within(column).getByTestId('column-count').textContent).toBe('2'));
    expect(card(7)).toBeNull();
    const pill = within(column).getByTestId('column-new-orders');
    expect(pill.textContent).toBe('+1 new');
    fireEvent.click(pill);
    await waitFor(() => expect(card(7)).toBeTruthy());
    expect(within(column).queryByTestId('column-new-orders')).toBeNull();
  });
});

describe('order board settings', () => {
  const at = (h: number, m: number) => new Date(2025, 4, 7, h, m).toISOString();
  const early = order({ id: 1, orderNumber: 'W-1', createdAt: at(13, 5) });
  const late = order({ id: 2, orderNumber: 'W-2', createdAt: at(14, 40) });
  const numbers = () =>
    within(screen.getByTestId('board-column-1'))
      .getAllByTestId('order-number')
      .map((n) => n.textContent);

  it('shows compact cards in popup mode and opens the whole order in a dialog', async () => {
    renderBoard([early], true, { settings: { orderCardMode: OrderCardMode.POPUP } });
    const compact = card(1)!;
    expect(compact.getAttribute('data-mode')).toBe('popup');
    expect(within(compact).queryByText('Margherita')).toBeNull();
    expect(within(compact).getByTestId('order-action-accept')).toBeTruthy();

    // One control opens the order: the order number, a button beside the actions, not around them.
    const openButton = within(compact).getByRole('button', { name: 'Open order #W-1' });
    expect(openButton.textContent).toBe('#W-1');
    expect(compact.getAttribute('role')).toBeNull();
    expect(compact.querySelectorAll('button button, [role="button"] button')).toHaveLength(0);
    fireEvent.click(openButton);
    const dialog = await screen.findByTestId('order-details');
    expect(within(dialog).getByText('Margherita')).toBeTruthy();
    expect(within(dialog).getByTestId('order-received').textContent).toBe('07.05.2025 13:05');
    expect(within(dialog).getByTestId('order-details-total').textContent).toBe('€24.50');
  });

  it('offers Reject on a good order in the dialog, not on the compact card', async () => {
    renderBoard([early], true, { settings: { orderCardMode: OrderCardMode.POPUP } });
    expect(within(card(1)!).queryByTestId('order-action-reject')).toBeNull();

    fireEvent.click(within(card(1)!).getByTestId('order-number'));
    const dialog = await screen.findByTestId('order-details');
    expect(within(dialog).getByTestId('order-action-reject')).toBeTruthy();
    expect(within(dialog).queryByTestId('order-no-reject')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('order-action-reject'));
    expect(await screen.findByText('Reject order')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Reason' })).toBeTruthy();
  });

  it('says in the dialog of a good Glovo order why it has no Reject', async () => {
    const glovo = order({ id: 3, orderNumber: 'G-3', platform: 'glovo' });
    renderBoard([glovo], true, { settings: { orderCardMode: OrderCardMode.POPUP } });
    fireEvent.click(within(card(3)!).getByTestId('order-number'));
    const dialog = await screen.findByTestId('order-details');
    expect(within(dialog).queryByTestId('order-action-reject')).toBeNull();
    expect(within(dialog).getByTestId('order-no-reject').textContent).toMatch(/Glovo has no reject call/);
  });

  it('opens Accept from a compact card without opening the details', async () => {
    renderBoard([early], true, { settings: { orderCardMode: OrderCardMode.POPUP } });
    fireEvent.click(within(card(1)!).getByTestId('order-action-accept'));
    expect(await screen.findByText('Accept order')).toBeTruthy();
    expect(screen.queryByTestId('order-details')).toBeNull();
  });

  it('shows the time an order came in in the chosen time format', () => {
    renderBoard([late], true, { settings: { timeFormat: TimeFormat.H12 } });
    expect(within(card(2)!).getByTestId('order-time').textContent).toBe('02:40 PM');
  });

  it('sorts newest first by default and oldest first when asked', () => {
    const first = renderBoard([early, late]);
    expect(numbers()).toEqual(['#W-2', '#W-1']);
    first.unmount();
    renderBoard([early, late], true, { asc: true });
    expect(numbers()).toEqual(['#W-1', '#W-2']);
  });

  it('scales the card text with the font size setting', () => {
    renderBoard([early], true, { fontSize: 22 });
    expect(getComputedStyle(card(1)!).fontSize).toBe('22px');
  });
});
