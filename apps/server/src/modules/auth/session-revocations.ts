import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Ends every access token a user holds (deactivated, re-scoped, given a new password): raises the
 * user's session epoch and records it for every instance, at `now`. Call it in the transaction of the change.
 */
export async function endUserSessions(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_epoch')
    .executeTakeFirst();
  if (!row) return;
  await db
    .insertInto('session_revocations')
    .values({ user_id: userId, session_id: null, epoch: row.session_epoch, created_at: now })
    .execute();
}

/** Ends every access token of a user about to be deleted, whatever its epoch. */
export async function endDeletedUserSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('session_revocations')
    .values({ user_id: userId, session_id: null, epoch: null, created_at: now })
    .execute();
}

/** Ends the access tokens of one sign-in (its refresh token family): sign-out, or a stolen refresh token. */
export async function endSession(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('session_revocations')
    .values({ user_id: userId, session_id: sessionId, epoch: null, created_at: now })
    .execute();
}

export function recentRevocations(db: Kysely<Database>, since: string) {
  return db
    .selectFrom('session_revocations')
    .select(['id', 'user_id', 'session_id', 'epoch'])
    .where('created_at', '>=', since)
    .execute();
}

/** Revocations older than any access token still alive refuse nothing any more. */
export async function deleteRevocationsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('session_revocations').where('created_at', '<', before).execute();
}
