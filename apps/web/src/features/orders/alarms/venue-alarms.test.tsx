import { DEFAULT_GENERAL_SETTINGS, LOCAL_STORAGE_KEYS, OrderStatus } from '@orderdesk/contracts';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playNotificationSound } from '../../../lib/notification-sound';
import { order, venue } from '../../../test/fixtures';
import { renderScreen, testQueryClient } from '../../../test/render';
import { venuesKeys } from '../../../api/venues-keys';
import { groupByStatus } from '../../../api/order-lists';
import { ordersKeys } from '../../../api/orders-keys';
import { VenueAlarms } from './venue-alarms';

vi.mock('../../../hub/order-hub-connection', () => ({ OrderHubConnection: () => null }));
vi.mock('../../../lib/notification-sound', () => ({
  playAlarmSound: vi.fn(),
  playNotificationSound: vi.fn(),
  audioPermission: () => 'running',
  onAudioPermissionChange: () => () => undefined,
  unlockAudio: async () => true,
}));

const NOW = Date.parse('2026-05-01T11:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'setInterval', 'Date'] });
  localStorage.setItem(LOCAL_STORAGE_KEYS.settings, JSON.stringify(DEFAULT_GENERAL_SETTINGS));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(playNotificationSound).mockClear();
});

describe('<VenueAlarms>', () => {
  it('rings when a pre-order’s cooking should start, and not for the orders there when it opens', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(venuesKeys.detail(1), venue({ defaultCookingTimeInMinutes: 20 }));
    queryClient.setQueryData(
      ordersKeys.list({ venueId: 1, page: 1 }),
      groupByStatus([order({ id: 1 })], [OrderStatus.RECEIVED, OrderStatus.PRODUCTION, OrderStatus.READY]),
    );
    const due = order({
      id: 2,
      statusId: OrderStatus.PREORDER,
      status: { id: OrderStatus.PREORDER, name: 'preorder' },
    });
    // Due at 11:30 with the venue's 20 minutes: cooking starts at 11:10.
    const preorder = { ...due, ticket: { ...due.ticket, dueAt: '2026-05-01T11:30:00.000Z' } };
    queryClient.setQueryData(ordersKeys.preorders(1), groupByStatus([preorder], [OrderStatus.PREORDER]));
    renderScreen(<VenueAlarms venueId={1} ringNewOrders />, { queryClient });

    await act(async () => void vi.advanceTimersByTime(9 * 60_000));
    expect(playNotificationSound).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(60_000));
    expect(playNotificationSound).toHaveBeenCalledTimes(1);
  });
});
