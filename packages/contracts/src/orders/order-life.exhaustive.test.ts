import { describe, expect, it } from 'vitest';
import { orderActionRefusal, type GuardedOrderAction } from './order-action-guards';
import { orderActions, type BoardPage, type OrderAction } from './board-columns';
import { applyOrderUpdate, moveOrder, returnMove, type OrderLists } from './list-movement';
import { ORDER_STATUS_VALUES, OrderState, OrderStatus } from './order-status';
import { canTransition, ORDER_TRANSITIONS, type TransitionAction } from './order-transitions';

/**
 * Every status × action × state, checked against the rules written out a second time here, from
 * docs/product.md §4 (board buttons, the order's life) and §7 (actions), so a change to either side shows.
 */
const S = OrderStatus;
const STATES = [OrderState.GOOD, OrderState.BAD] as const;
const PAGES: BoardPage[] = [1, 2, 3];

/** The statuses each action may start from, and the state it needs (null: any). */
const ALLOWED: Record<
  GuardedOrderAction,
  { from: number[]; state: number | null; stateWithForce?: number | null }
> = {
  accept: { from: [S.RECEIVED], state: OrderState.GOOD, stateWithForce: null },
  ready: { from: [S.PRODUCTION], state: null },
  pickUp: { from: [S.READY], state: OrderState.GOOD, stateWithForce: null },
  reject: { from: [S.RECEIVED, S.PREORDER], state: null },
  forceProduction: { from: [S.RECEIVED, S.INCORRECT], state: OrderState.BAD },
  forceReject: { from: [S.RECEIVED, S.INCORRECT], state: null },
  cookingTime: { from: [S.PREORDER, S.DELAYED], state: null },
};

describe('order action guards: every status × action × state', () => {
  const actions = Object.keys(ALLOWED) as GuardedOrderAction[];
  for (const action of actions) {
    for (const statusId of ORDER_STATUS_VALUES) {
      for (const stateId of STATES) {
        for (const isForce of [false, true]) {
          it(`${action} on status ${statusId}, state ${stateId}${isForce ? ', forced' : ''}`, () => {
            const rule = ALLOWED[action];
            const needed = isForce && 'stateWithForce' in rule ? rule.stateWithForce : rule.state;
            let allowed = rule.from.includes(statusId) && (needed === null || needed === stateId);
            // Force-reject of a GOOD incoming order: only for a platform without a reject call.
            if (action === 'forceReject' && statusId === S.RECEIVED && stateId === OrderState.GOOD)
              allowed = false;
            const refusal = orderActionRefusal(action, { statusId, stateId }, { isForce });
            expect(refusal === null).toBe(allowed);
            if (!allowed) expect(refusal).toMatch(/\w{3,}/);
          });
        }
      }
    }
  }

  it('force-reject of a good incoming order is allowed where the platform cannot reject (Glovo)', () => {
    const order = { statusId: S.RECEIVED, stateId: OrderState.GOOD };
    expect(orderActionRefusal('forceReject', order, { platformCanReject: false })).toBeNull();
    expect(orderActionRefusal('forceReject', order, { platformCanReject: true })).toMatch(
      /reject it instead/,
    );
  });
});

describe('transitions: every status × transition', () => {
  const expected: Record<TransitionAction, { from: number[]; to: number }> = {
    accept: { from: [S.RECEIVED], to: S.PRODUCTION },
    delay: { from: [S.RECEIVED], to: S.DELAYED },
    releaseDelayed: { from: [S.DELAYED], to: S.PRODUCTION },
    forceProduction: { from: [S.RECEIVED, S.INCORRECT], to: S.PRODUCTION },
    ready: { from: [S.PRODUCTION], to: S.READY },
    pickUp: { from: [S.READY], to: S.PICKEDUP },
    reject: { from: [S.RECEIVED, S.PREORDER], to: S.REJECTED },
    forceReject: { from: [S.RECEIVED, S.INCORRECT], to: S.REJECTED },
    release: { from: [S.PREORDER], to: S.RECEIVED },
  };
  for (const action of Object.keys(expected) as TransitionAction[]) {
    it(`${action}`, () => {
      expect(ORDER_TRANSITIONS[action].to).toBe(expected[action].to);
      for (const statusId of ORDER_STATUS_VALUES)
        expect(canTransition(action, statusId)).toBe(expected[action].from.includes(statusId));
    });
  }
  it('no transition leaves a final status', () => {
    for (const final of [S.DELIVERED, S.REJECTED, S.REFUNDED])
      for (const action of Object.keys(ORDER_TRANSITIONS) as TransitionAction[])
        expect(canTransition(action, final)).toBe(false);
  });
});

/** Spec §4's buttons, written out again. */
function specButtons(
  statusId: number,
  good: boolean,
  inPos: boolean,
  page: BoardPage,
  open: boolean,
): OrderAction[] {
  if (statusId === S.RECEIVED) {
    // An order already waiting stays acceptable while the venue is closed (closing stops new orders).
    if (good) return page === 1 ? ['accept'] : [];
    return inPos ? [] : ['retry', 'force', 'reject'];
  }
  if (statusId === S.PRODUCTION) return good || inPos ? ['ready'] : ['ready', 'retry'];
  if (statusId === S.READY) {
    if (good) return ['pickUp'];
    return inPos ? ['force'] : ['retry', 'force'];
  }
  if (statusId === S.PREORDER || statusId === S.DELAYED) return page === 2 && open ? ['edit'] : [];
  if (statusId === S.INCORRECT) return ['retry', 'force', 'reject'];
  return [];
}

describe('board buttons: every status × state × POS flag × page × venue open', () => {
  for (const statusId of ORDER_STATUS_VALUES) {
    it(`status ${statusId}`, () => {
      for (const stateId of STATES)
        for (const isCreatedInRKeeper of [false, true])
          for (const page of PAGES)
            for (const venueOpen of [false, true]) {
              const got = orderActions({ statusId, stateId, isCreatedInRKeeper }, { page, venueOpen });
              const want = specButtons(
                statusId,
                stateId === OrderState.GOOD,
                isCreatedInRKeeper,
                page,
                venueOpen,
              );
              expect(got, JSON.stringify({ stateId, isCreatedInRKeeper, page, venueOpen })).toEqual(want);
            }
    });
  }
});

describe('list movement: every status pair, pushed and moved', () => {
  type O = { id: number; statusId: number; stateId: number };
  const listsWith = (order: O): OrderLists<O> => {
    const lists: OrderLists<O> = {};
    for (const s of ORDER_STATUS_VALUES) lists[s] = [{ id: 100 + s, statusId: s, stateId: 1 }];
    lists[order.statusId] = [...(lists[order.statusId] ?? []), order];
    return lists;
  };
  const where = (lists: OrderLists<O>, id: number) =>
    Object.entries(lists).flatMap(([s, l]) =>
      l.filter((o) => o.id === id).map((o) => ({ s: Number(s), o, i: l.indexOf(o) })),
    );

  for (const from of ORDER_STATUS_VALUES) {
    for (const to of ORDER_STATUS_VALUES) {
      it(`push ${from} → ${to}, same and other state`, () => {
        for (const stateId of STATES) {
          const before = listsWith({ id: 1, statusId: from, stateId: 1 });
          const after = applyOrderUpdate(before, { id: 1, statusId: to, stateId });
          const found = where(after, 1);
          expect(found).toHaveLength(1);
          const [{ s, o, i }] = found as [{ s: number; o: O; i: number }];
          if (from === to && to === S.PRODUCTION) {
            // An update for an order already in production is ignored.
            expect(after).toBe(before);
          } else if (from === to) {
            // Replaced in place only when its state differs.
            expect(i).toBe(1);
            expect(o.stateId).toBe(stateId);
            if (stateId === 1) expect(after).toBe(before);
          } else {
            expect(s).toBe(to);
            expect(i).toBe(0);
          }
          // Nobody else moved.
          for (const st of ORDER_STATUS_VALUES) expect(where(after, 100 + st)[0]?.s).toBe(st);
        }
      });

      it(`move ${from} → ${to} and back`, () => {
        const before = listsWith({ id: 1, statusId: from, stateId: 2 });
        const moved = moveOrder(before, 1, from, to);
        const [{ s, o, i }] = where(moved, 1) as [{ s: number; o: O; i: number }];
        expect([s, o.statusId, o.stateId]).toEqual([to, to, 2]);
        expect(i).toBe(0);
        const back = returnMove(moved, 1, from, to);
        expect(where(back, 1)[0]).toMatchObject({ s: from, o: { statusId: from } });
      });
    }
  }
});
