import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { uncountedOrderStatement, type UncountedOrderStatementInput } from './uncounted-order-insert';

const NOW = '2026-12-01T12:00:00.000Z';

function input(overrides: Partial<UncountedOrderStatementInput> = {}): UncountedOrderStatementInput {
  return {
    values: {
      venue_id: 7,
      platform_instance_id: 3,
      platform: 'wolt',
      platform_order_id: 'w-1',
      order_number: '101',
      status_id: 1,
      state_id: 1,
      is_created_in_rkeeper: 0,
      amount: 1250,
      currency: 'EUR',
      items: '[]',
      ticket: '{}',
      platform_payload: '{}',
      pos_problems: undefined,
      created_at: NOW,
      updated_at: NOW,
    },
    jobs: [
      { type: 'pos.handover', payload: {} },
      { type: 'order.auto-cancel', payload: { deadline: 'x' }, runAt: new Date(NOW) },
    ],
    defaults: { maxAttempts: 8 },
    now: NOW,
    guard: {},
    heldIndexes: new Set([0]),
    held: { status: 'running', attempts: 1, locked_by: 'worker-1', locked_until: NOW },
    done: undefined,
    ...overrides,
  };
}

/** The parameter each `$n` of the text stands for, after the text that precedes it. */
function parameterAfter(statement: CompiledQuery, before: string): unknown {
  const match = new RegExp(`${before}\\s*\\$(\\d+)`).exec(statement.sql);
  if (!match) throw new Error(`no placeholder after ${before}`);
  return statement.parameters[Number(match[1]) - 1];
}

describe("the uncounted order's one statement", () => {
  it('numbers one placeholder for each parameter, in order', () => {
    const statement = uncountedOrderStatement(input());
    const numbers = [...statement.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
    expect(numbers).toEqual(Array.from({ length: statement.parameters.length }, (_, i) => i + 1));
    // The order's columns given (pos_problems is not), then each job's ten.
    expect(statement.parameters).toHaveLength(15 + 2 * 10);
    expect(statement.sql).not.toContain('pos_problems');
  });

  it("puts each value under its column and each job's fields under theirs, held ones as claimed", () => {
    const statement = uncountedOrderStatement(input());
    const columns = /INSERT INTO "orders" \(([^)]*)\) VALUES \(([^)]*)\)/.exec(statement.sql)!;
    const names = columns[1]!.split(', ').map((name) => name.replaceAll('"', ''));
    const places = columns[2]!.split(', ').map((p) => statement.parameters[Number(p.slice(1)) - 1]);
    expect(Object.fromEntries(names.map((name, i) => [name, places[i]]))).toMatchObject({
      platform: 'wolt',
      platform_order_id: 'w-1',
      amount: 1250,
      venue_id: 7,
    });
    expect(parameterAfter(statement, 'job0 AS \\(\\s*INSERT INTO jobs \\([^)]*\\)\\s*SELECT')).toBe(
      'pos.handover',
    );
    expect(statement.parameters).toContain('worker-1');
    expect(statement.parameters).toContain(',"deadline":"x"}');
    expect(statement.sql).toContain('(SELECT id FROM job0) AS held_job0');
    expect(statement.sql).not.toContain('held_job1');
  });

  it("guards on the platform's early cancellation and numbers the done mark's parameters first", () => {
    const done = CompiledQuery.raw('delete from "jobs" where "id" = $1 and "locked_by" = $2', [
      99,
      'worker-1',
    ]);
    const statement = uncountedOrderStatement(input({ guard: { unlessCancelledEarly: true }, done }));
    expect(statement.parameters.slice(0, 2)).toEqual([99, 'worker-1']);
    expect(statement.sql).toContain(', done AS (delete from "jobs" where "id" = $1 and "locked_by" = $2)');
    expect(parameterAfter(statement, '"early_cancellations"."platform" =')).toBe('wolt');
    expect(parameterAfter(statement, '"early_cancellations"."platform_order_id" =')).toBe('w-1');
    expect(parameterAfter(statement, 'SELECT')).toBe(7);
  });

  it('writes the same text, the same string, for the same shape', () => {
    const first = uncountedOrderStatement(input());
    const second = uncountedOrderStatement(
      input({ values: { ...input().values, platform_order_id: 'w-2' } }),
    );
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toContain('w-2');
    expect(uncountedOrderStatement(input({ heldIndexes: new Set() })).sql).not.toBe(first.sql);
  });
});
