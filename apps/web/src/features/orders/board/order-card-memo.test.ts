import { describe, expect, it } from 'vitest';
import { order } from '../../../test/fixtures';
import { sameCard, type OrderCardProps } from './order-card';

const view = { mode: 'popup', fontSize: 14, formatTime: () => '12:00', defaultCookingMinutes: 15 } as const;
const onAction = () => {};
const onOpen = () => {};

function props(overrides: Partial<OrderCardProps> = {}): OrderCardProps {
  return { order: shown, now: 1_000, actions: ['accept'], busy: false, view, onAction, onOpen, ...overrides };
}
const shown = order({ id: 1 });

describe('an order card redraws only when what it shows changed', () => {
  it('is the same card with its actions worked out afresh, as the column does at every render', () => {
    expect(sameCard(props({ actions: ['retry', 'force'] }), props({ actions: ['retry', 'force'] }))).toBe(
      true,
    );
  });

  it('redraws for other actions, another order object, the time, busy or the view', () => {
    expect(sameCard(props({ actions: ['accept'] }), props({ actions: ['accept', 'reject'] }))).toBe(false);
    expect(sameCard(props({ actions: ['ready', 'retry'] }), props({ actions: ['retry', 'ready'] }))).toBe(
      false,
    );
    expect(sameCard(props(), props({ order: { ...shown } }))).toBe(false);
    expect(sameCard(props(), props({ now: 2_000 }))).toBe(false);
    expect(sameCard(props(), props({ busy: true }))).toBe(false);
    expect(sameCard(props(), props({ view: { ...view } }))).toBe(false);
  });
});
