import { OrderStatus } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { duePreorderKeys, nextPreorderStart } from './preorder-start';

const at = (iso: string) => Date.parse(iso);
const preorder = (id: number, dueAt: string | null, adjustedTimeInMinutes: number | null = null) => ({
  id,
  statusId: OrderStatus.PREORDER,
  ticket: { dueAt },
  adjustedTimeInMinutes,
});

describe('pre-orders whose cooking should start', () => {
  const orders = [
    preorder(1, '2026-05-01T12:00:00.000Z'), // default 20 min: start 11:40
    preorder(2, '2026-05-01T12:00:00.000Z', 45), // agreed 45 min: start 11:15
    preorder(3, null),
    { ...preorder(4, '2026-05-01T10:00:00.000Z'), statusId: OrderStatus.RECEIVED },
  ];

  it('are those whose due time less their cooking time has come, still in the Pre-order column', () => {
    expect(duePreorderKeys(orders, 20, at('2026-05-01T11:14:59.000Z'))).toEqual([]);
    expect(duePreorderKeys(orders, 20, at('2026-05-01T11:15:00.000Z'))).toEqual([2]);
    expect(duePreorderKeys(orders, 20, at('2026-05-01T11:40:00.000Z'))).toEqual([1, 2]);
  });

  it('next start still to come', () => {
    expect(nextPreorderStart(orders, 20, at('2026-05-01T11:00:00.000Z'))).toBe(
      at('2026-05-01T11:15:00.000Z'),
    );
    expect(nextPreorderStart(orders, 20, at('2026-05-01T11:15:00.000Z'))).toBe(
      at('2026-05-01T11:40:00.000Z'),
    );
    expect(nextPreorderStart(orders, 20, at('2026-05-01T11:40:00.000Z'))).toBeNull();
  });
});
