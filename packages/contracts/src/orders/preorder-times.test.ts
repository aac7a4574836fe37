import { describe, expect, it } from 'vitest';
import { cookingStartOf, isPreorderStartDue, preorderCookingStart } from './preorder-times';

const due = '2026-01-10T19:30:00.000Z';
const preorder = (
  over: { statusId?: number; adjustedTimeInMinutes?: number | null; dueAt?: string | null } = {},
) => ({
  statusId: over.statusId ?? 10,
  adjustedTimeInMinutes: over.adjustedTimeInMinutes ?? null,
  ticket: { dueAt: over.dueAt === undefined ? due : over.dueAt },
});

describe('preorderCookingStart', () => {
  it('is the due time less the venue default before a cooking time is agreed', () => {
    expect(preorderCookingStart(preorder(), 25)).toBe('2026-01-10T19:05:00.000Z');
  });

  it('uses the agreed cooking time over the default', () => {
    expect(preorderCookingStart(preorder({ adjustedTimeInMinutes: 40 }), 25)).toBe(
      '2026-01-10T18:50:00.000Z',
    );
    expect(preorderCookingStart(preorder({ adjustedTimeInMinutes: 0 }), 25)).toBe(due);
  });

  it('is null for an order wanted now, without a ticket or with an unreadable due time', () => {
    expect(preorderCookingStart(preorder({ dueAt: null }), 25)).toBeNull();
    expect(preorderCookingStart({ adjustedTimeInMinutes: null }, 25)).toBeNull();
    expect(preorderCookingStart({ adjustedTimeInMinutes: null, ticket: null }, 25)).toBeNull();
    expect(cookingStartOf('soon', 10)).toBeNull();
  });
});

describe('isPreorderStartDue', () => {
  const start = Date.parse('2026-01-10T19:05:00.000Z');

  it('turns on at the start-cooking time, not a moment before', () => {
    expect(isPreorderStartDue(preorder(), 25, start - 1)).toBe(false);
    expect(isPreorderStartDue(preorder(), 25, start)).toBe(true);
    expect(isPreorderStartDue(preorder({ statusId: 1 }), 25, start + 60_000)).toBe(true);
  });

  it('stays off once the kitchen has started it or the order has left the board, and for an order wanted now', () => {
    for (const statusId of [2, 3, 4, 6, 7, 11]) {
      expect(isPreorderStartDue(preorder({ statusId }), 25, start + 60_000)).toBe(false);
    }
    expect(isPreorderStartDue(preorder({ dueAt: null }), 25, start + 60_000)).toBe(false);
  });
});
