import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOrderEvent, FINAL_STATUSES, type OrderEvent, type OrderPosition } from './order-machine';
import { OrderState, OrderStatus, ORDER_STATUS_VALUES, type TOrderStatus } from './order-status';
import { ORDER_TRANSITIONS, type TransitionAction } from './order-transitions';

const { GOOD, BAD } = OrderState;
const at = (statusId: number, stateId: number = GOOD): OrderPosition => ({ statusId, stateId });

describe('the order machine', () => {
  it('moves a person’s action along the rule table and refuses it from anywhere else', () => {
    expect(decideOrderEvent(at(OrderStatus.RECEIVED), { kind: 'act', action: 'accept' })).toEqual({
      ok: true,
      statusId: OrderStatus.PRODUCTION,
      stateId: GOOD,
    });
    expect(decideOrderEvent(at(OrderStatus.PRODUCTION), { kind: 'act', action: 'accept' }).ok).toBe(false);
    expect(decideOrderEvent(at(OrderStatus.REJECTED), { kind: 'act', action: 'reject' }).ok).toBe(false);
  });

  it('lets a platform cancellation win over every status that has not ended', () => {
    for (const status of [
      OrderStatus.PREORDER,
      OrderStatus.INCORRECT,
      OrderStatus.RECEIVED,
      OrderStatus.DELAYED,
      OrderStatus.PRODUCTION,
      OrderStatus.READY,
      OrderStatus.PICKEDUP,
    ]) {
      expect(decideOrderEvent(at(status, BAD), { kind: 'platform', to: OrderStatus.REJECTED })).toEqual({
        ok: true,
        statusId: OrderStatus.REJECTED,
        stateId: BAD,
      });
    }
    expect(
      decideOrderEvent(at(OrderStatus.DELIVERED), { kind: 'platform', to: OrderStatus.REJECTED }).ok,
    ).toBe(false);
    expect(
      decideOrderEvent(at(OrderStatus.DELIVERED), { kind: 'platform', to: OrderStatus.REFUNDED }).ok,
    ).toBe(true);
  });

  it('moves an order forward only on other platform reports', () => {
    expect(
      decideOrderEvent(at(OrderStatus.RECEIVED), { kind: 'platform', to: OrderStatus.PRODUCTION }).ok,
    ).toBe(true);
    expect(decideOrderEvent(at(OrderStatus.READY), { kind: 'platform', to: OrderStatus.PRODUCTION }).ok).toBe(
      false,
    );
  });

  it('keeps hand-over outcomes to the state, except an incorrect order still waiting', () => {
    expect(decideOrderEvent(at(OrderStatus.INCORRECT, BAD), { kind: 'handover', outcome: 'done' })).toEqual({
      ok: true,
      statusId: OrderStatus.RECEIVED,
      stateId: GOOD,
    });
    expect(decideOrderEvent(at(OrderStatus.RECEIVED), { kind: 'handover', outcome: 'incorrect' })).toEqual({
      ok: true,
      statusId: OrderStatus.INCORRECT,
      stateId: BAD,
    });
    expect(decideOrderEvent(at(OrderStatus.PRODUCTION), { kind: 'handover', outcome: 'incorrect' })).toEqual({
      ok: true,
      statusId: OrderStatus.PRODUCTION,
      stateId: BAD,
    });
    expect(decideOrderEvent(at(OrderStatus.REJECTED), { kind: 'handover', outcome: 'done' })).toEqual({
      ok: true,
      statusId: OrderStatus.REJECTED,
      stateId: GOOD,
    });
  });
});

/** The platform call each person's action sends when it wins (none for timers' releases). */
const PLATFORM_CALL: Partial<Record<TransitionAction, 'accept' | 'reject' | 'ready' | 'pickUp'>> = {
  accept: 'accept',
  delay: 'accept',
  forceProduction: 'accept',
  reject: 'reject',
  forceReject: 'reject',
  ready: 'ready',
  pickUp: 'pickUp',
};

const anyEvent: fc.Arbitrary<OrderEvent> = fc.oneof(
  fc
    .constantFrom(...(Object.keys(ORDER_TRANSITIONS) as TransitionAction[]))
    .map((action): OrderEvent => ({ kind: 'act', action })),
  fc.constantFrom(...ORDER_STATUS_VALUES).map((to): OrderEvent => ({ kind: 'platform', to })),
  fc
    .constantFrom('done', 'failed', 'incorrect' as const)
    .map((outcome): OrderEvent => ({ kind: 'handover', outcome })),
);

/**
 * Racing writers as the server serialises them: people's actions, timers, platform reports and
 * hand-over outcomes in any order, each decided on the order as the one before left it (the server's
 * locked read and compare-and-set), with the platform calls the winners send.
 */
function run(start: TOrderStatus, events: OrderEvent[]) {
  let order = at(start);
  const calls: string[] = [];
  const history: number[] = [order.statusId];
  for (const event of events) {
    const decision = decideOrderEvent(order, event);
    if (!decision.ok) continue;
    order = { statusId: decision.statusId, stateId: decision.stateId };
    history.push(order.statusId);
    const call = event.kind === 'act' ? PLATFORM_CALL[event.action] : undefined;
    if (call) calls.push(call);
  }
  return { order, calls, history };
}

describe('the order machine under random interleavings', () => {
  const starts = fc.constantFrom(OrderStatus.RECEIVED, OrderStatus.PREORDER, OrderStatus.INCORRECT);
  const interleaving = fc.array(anyEvent, { minLength: 1, maxLength: 40 });
  const cancel: OrderEvent = { kind: 'platform', to: OrderStatus.REJECTED };

  it('never leaves a final status, and a cancellation always wins over a status that has not ended', () => {
    fc.assert(
      fc.property(starts, interleaving, (start, events) => {
        const { history } = run(start, events);
        const firstFinal = history.findIndex((s) => FINAL_STATUSES.includes(s));
        if (firstFinal >= 0) {
          for (const later of history.slice(firstFinal)) expect(FINAL_STATUSES).toContain(later);
        }
        // Replaying with a cancellation appended: it ends the order unless the order had already ended
        // or been delivered.
        const { order } = run(start, [...events, cancel]);
        const last = history[history.length - 1]!;
        if (!FINAL_STATUSES.includes(last) && last !== OrderStatus.DELIVERED)
          expect(order.statusId).toBe(OrderStatus.REJECTED);
      }),
      { numRuns: 2000 },
    );
  });

  it('sends one platform answer per decision: never both accept and reject, never either twice', () => {
    fc.assert(
      fc.property(starts, interleaving, (start, events) => {
        const { calls } = run(start, events);
        const count = (call: string) => calls.filter((c) => c === call).length;
        expect(count('accept')).toBeLessThanOrEqual(1);
        expect(count('reject')).toBeLessThanOrEqual(1);
        expect(count('ready')).toBeLessThanOrEqual(1);
        expect(count('pickUp')).toBeLessThanOrEqual(1);
        expect(count('accept') + count('reject')).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('sends nothing to the platform after it cancelled the order', () => {
    fc.assert(
      fc.property(starts, interleaving, (start, events) => {
        const before = run(start, events).calls.length;
        const after = run(start, [...events, cancel, ...events]);
        expect(after.calls.length).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });
});
