import { AsyncLocalStorage } from 'node:async_hooks';
import { countDbRoundTrip } from '../observability/metrics';

/**
 * Database round trips counted at the driver, by the step of an order's life that made them (a job's
 * type, an HTTP route, the job worker's own claims): what `DB_QUERY_STATS=1` turns on for the bench
 * (`orderdesk_db_round_trips_total{step,kind}` in /api/metrics). `kind` is `statement` for a query and
 * `transaction` for BEGIN, COMMIT, ROLLBACK and savepoints, so statements and round trips both show.
 * Off, nothing is wrapped and nothing is counted.
 */
const currentStep = new AsyncLocalStorage<string>();
let enabled = false;

export function enableQueryStats(on: boolean): void {
  enabled = on;
}

export function queryStatsEnabled(): boolean {
  return enabled;
}

/** Runs `work` with its round trips counted under `step` (when counting is on). */
export function withQueryStep<T>(step: string, work: () => T): T {
  return enabled ? currentStep.run(step, work) : work();
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start transaction)\b/i;

/** One round trip to the database with this SQL, counted under the current step. */
export function countQuery(sqlText: string): void {
  if (!enabled) return;
  countDbRoundTrip(
    currentStep.getStore() ?? 'other',
    TRANSACTION_CONTROL.test(sqlText) ? 'transaction' : 'statement',
  );
}
