import { describe, expect, it } from 'vitest';
import { OrderStatus } from './order-status';
import { isPlatformCancellationOfAcceptedOrder as alarms } from './platform-cancellation';

describe('isPlatformCancellationOfAcceptedOrder', () => {
  it('is an order the platform cancelled or refunded while it was delayed, cooking or ready', () => {
    for (const from of [OrderStatus.DELAYED, OrderStatus.PRODUCTION, OrderStatus.READY]) {
      expect(alarms({ statusId: OrderStatus.REJECTED, endedBy: 'platform', endedFromStatusId: from })).toBe(
        true,
      );
      expect(alarms({ statusId: OrderStatus.REFUNDED, endedBy: 'platform', endedFromStatusId: from })).toBe(
        true,
      );
    }
  });

  it('is not the venue’s own reject, an order not yet accepted, one already handed over, or one not known', () => {
    expect(
      alarms({ statusId: OrderStatus.REJECTED, endedBy: 'venue', endedFromStatusId: OrderStatus.PRODUCTION }),
    ).toBe(false);
    expect(
      alarms({
        statusId: OrderStatus.REJECTED,
        endedBy: 'platform',
        endedFromStatusId: OrderStatus.RECEIVED,
      }),
    ).toBe(false);
    expect(
      alarms({
        statusId: OrderStatus.REFUNDED,
        endedBy: 'platform',
        endedFromStatusId: OrderStatus.DELIVERED,
      }),
    ).toBe(false);
    expect(alarms({ statusId: OrderStatus.REJECTED, endedBy: 'platform', endedFromStatusId: null })).toBe(
      false,
    );
    expect(alarms({ statusId: OrderStatus.REJECTED })).toBe(false);
    expect(
      alarms({ statusId: OrderStatus.PRODUCTION, endedBy: 'platform', endedFromStatusId: OrderStatus.READY }),
    ).toBe(false);
  });
});
