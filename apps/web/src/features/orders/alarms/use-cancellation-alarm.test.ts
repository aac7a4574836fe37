import { OrderStatus, type TOrder } from '@orderdesk/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyOrderPush } from '../../../api/order-pushes';
import { order } from '../../../test/fixtures';
import { CANCELLATION_REPEAT_MS, useCancellationAlarm } from './use-cancellation-alarm';

const cancelled = (patch: Partial<TOrder> = {}) =>
  order({
    id: 7,
    venueId: 5,
    statusId: OrderStatus.REJECTED,
    status: { id: OrderStatus.REJECTED, name: 'rejected' },
    endedBy: 'platform',
    endedFromStatusId: OrderStatus.PRODUCTION,
    ...patch,
  });

function setup() {
  const play = vi.fn();
  const hook = renderHook(() => useCancellationAlarm(5, play));
  const push = (o: TOrder) => act(() => notifyOrderPush(o));
  return { play, hook, push };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the cancellation alarm', () => {
  it('sounds when the platform cancels an accepted order, and again until it is acknowledged', () => {
    const { play, hook, push } = setup();
    push(cancelled());
    expect(play).toHaveBeenCalledTimes(1);
    expect(hook.result.current.orders.map((o) => o.id)).toEqual([7]);
    act(() => void vi.advanceTimersByTime(CANCELLATION_REPEAT_MS * 2));
    expect(play).toHaveBeenCalledTimes(3);

    act(() => hook.result.current.acknowledge(7));
    expect(hook.result.current.orders).toEqual([]);
    act(() => void vi.advanceTimersByTime(CANCELLATION_REPEAT_MS * 3));
    expect(play).toHaveBeenCalledTimes(3);
    // A later push of the same order (its check voided) does not bring it back.
    push(cancelled({ posVoidedAt: '2026-05-01T10:00:00.000Z' }));
    expect(hook.result.current.orders).toEqual([]);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('keeps one banner per order, the newest push of it, and rings at once for a second order', () => {
    const { play, hook, push } = setup();
    push(cancelled());
    push(cancelled({ platformError: 'Courier not found' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(hook.result.current.orders).toHaveLength(1);
    expect(hook.result.current.orders[0]?.platformError).toBe('Courier not found');
    push(cancelled({ id: 8, statusId: OrderStatus.REFUNDED, endedFromStatusId: OrderStatus.READY }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(hook.result.current.orders.map((o) => o.id)).toEqual([7, 8]);
  });

  it('stays silent for the venue’s own reject, an order not yet accepted and another venue’s order', () => {
    const { play, hook, push } = setup();
    push(cancelled({ endedBy: 'venue', endedFromStatusId: OrderStatus.RECEIVED }));
    push(cancelled({ endedFromStatusId: OrderStatus.RECEIVED }));
    push(cancelled({ venueId: 6 }));
    push(order({ id: 9, venueId: 5 }));
    expect(play).not.toHaveBeenCalled();
    expect(hook.result.current.orders).toEqual([]);
  });
});
