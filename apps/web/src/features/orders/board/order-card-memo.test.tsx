import { render } from '@testing-library/react';
import { boardColumnsForPage, orderActions, type TOrder } from '@orderdesk/contracts';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { order } from '../../../test/fixtures';
import * as formatOrder from '../lib/format-order';
import { BoardColumn } from './board-column';
import { sameCard, type OrderCardProps } from './order-card';

vi.mock('../lib/format-order', async (actual) => {
  const real = await actual<typeof formatOrder>();
  return { ...real, formatMoney: vi.fn(real.formatMoney) };
});

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

  it('a new order in the column draws its own card and leaves the others as they were', () => {
    const [column] = boardColumnsForPage(1);
    // Each card's total is drawn with formatMoney: its calls for an amount count that card's renders.
    const waiting = [order({ id: 1, amount: 1111 }), order({ id: 2, amount: 2222 })];
    const column$ = (orders: TOrder[]) => (
      <I18nextProvider i18n={i18n}>
        <BoardColumn
          column={column!}
          orders={orders}
          now={1_000}
          actionsFor={(o) => orderActions(o, { page: 1, venueOpen: true })}
          busyIds={new Set()}
          view={view}
          onAction={onAction}
          onOpen={onOpen}
        />
      </I18nextProvider>
    );
    const drawnWith = (amount: number) =>
      vi.mocked(formatOrder.formatMoney).mock.calls.filter(([value]) => value === amount / 100).length;
    const screen = render(column$(waiting));
    const before = [drawnWith(1111), drawnWith(2222)];
    expect(before[0]).toBeGreaterThan(0);
    screen.rerender(column$([...waiting, order({ id: 3, amount: 3333 })]));
    expect(drawnWith(3333)).toBeGreaterThan(0);
    expect([drawnWith(1111), drawnWith(2222)]).toEqual(before);
  });
});
