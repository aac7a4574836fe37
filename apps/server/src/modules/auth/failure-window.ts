import type { Kysely } from 'kysely';
import { clockIso, clockIsoIn, type Clock } from '../../clock';
import type { Database } from '../../db/schema';

/**
 * Counts failed sign-ins per key (a client address) in a fixed window, in the database, so every
 * instance behind a load balancer counts the same failures: a second line of defence beside the
 * per-login lockout kept on the user.
 */
export interface FailureWindow {
  /** Milliseconds until the key may try again; 0 when it is not blocked. */
  blockedForMs(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  /** Removes the windows that have ended. */
  removeEnded(): Promise<void>;
}

export function createFailureWindow(opts: {
  db: Kysely<Database>;
  clock: Clock;
  /** What the keys are (`address`), so windows of other kinds can share the table. */
  scope: string;
  maxFailures: number;
  windowMs: number;
}): FailureWindow {
  const { db, clock, scope } = opts;
  return {
    async blockedForMs(key) {
      const row = await db
        .selectFrom('sign_in_failures')
        .select(['failures', 'window_ends_at'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row || row.failures < opts.maxFailures) return 0;
      return Math.max(0, Date.parse(row.window_ends_at) - clock.now());
    },
    async fail(key) {
      const now = clockIso(clock);
      const endsAt = clockIsoIn(clock, opts.windowMs);
      // One statement, so failures counted at once on several instances are all counted.
      await db
        .insertInto('sign_in_failures')
        .values({ scope, key, failures: 1, window_ends_at: endsAt })
        .onConflict((oc) =>
          oc.columns(['scope', 'key']).doUpdateSet((eb) => {
            const ended = eb('sign_in_failures.window_ends_at', '<=', now);
            return {
              failures: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('sign_in_failures.failures', '+', 1))
                .end(),
              window_ends_at: eb
                .case()
                .when(ended)
                .then(endsAt)
                .else(eb.ref('sign_in_failures.window_ends_at'))
                .end(),
            };
          }),
        )
        .execute();
    },
    async removeEnded() {
      await db
        .deleteFrom('sign_in_failures')
        .where('scope', '=', scope)
        .where('window_ends_at', '<=', clockIso(clock))
        .execute();
    },
  };
}
