import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clockIso, clockIsoIn, type Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { endSession } from './session-revocations';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a refresh token; only its hash is stored. A new sign-in starts a new family. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      family_id: familyId,
      expires_at: clockIsoIn(clock, ttlDays * 86_400_000),
      revoked_at: null,
      replaced_at: null,
      created_at: clockIso(clock),
    })
    .execute();
  return token;
}

export type SpendResult = { ok: true; userId: number; familyId: string } | { ok: false; reason: string };

/**
 * Spends a refresh token once. A token presented a second time means it was stolen or replayed:
 * its whole family is revoked, so the thief and the owner both have to sign in again.
 */
export async function spendRefreshToken(
  db: Kysely<Database>,
  clock: Clock,
  token: string,
): Promise<SpendResult> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  const now = clockIso(clock);
  if (row.replaced_at || row.revoked_at) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      // The access tokens of that sign-in go too: one of them may be the thief's.
      await endSession(trx, row.user_id, row.family_id, now);
    });
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ replaced_at: now })
    .where('id', '=', row.id)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  // Two refreshes racing with the same token: only one wins.
  if (Number(spent.numUpdatedRows) !== 1) return { ok: false, reason: 'reused' };
  return { ok: true, userId: row.user_id, familyId: row.family_id };
}

export interface SignInSession {
  userId: number;
  familyId: string;
}

/** Finds the sign-in a refresh token belongs to, spent or not. */
export async function sessionOfRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<SignInSession | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row && { userId: row.user_id, familyId: row.family_id };
}

/** Sign-out: revokes the sign-in's refresh token family (at `now`), so no token rotated from it works. */
export async function revokeRefreshTokenFamily(
  db: Kysely<Database>,
  familyId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user at its next refresh (deactivated, deleted or given a new password). */
export async function revokeUserRefreshTokens(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
