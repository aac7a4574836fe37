import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LockoutPolicy {
  maxFailures: number;
  lockMs: number;
}

/** Milliseconds the login stays locked; 0 when it is not locked. */
export function lockRemainingMs(user: { locked_until: string | null }, now: number): number {
  if (!user.locked_until) return 0;
  return Math.max(0, Date.parse(user.locked_until) - now);
}

/**
 * Counts a failed sign-in (atomically, so parallel attempts cannot slip past the limit) and locks
 * the login from `now` when the limit is reached. Returns the time it is now locked for, 0 when it is not.
 */
export async function recordFailedSignIn(
  db: Kysely<Database>,
  userId: number,
  policy: LockoutPolicy,
  now: number,
): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', userId)
    .returning('failed_logins')
    .executeTakeFirst();
  if (!row || row.failed_logins < policy.maxFailures) return 0;
  await db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: new Date(now + policy.lockMs).toISOString() })
    .where('id', '=', userId)
    .execute();
  return policy.lockMs;
}

export async function clearFailedSignIns(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: null })
    .where('id', '=', userId)
    .execute();
}
