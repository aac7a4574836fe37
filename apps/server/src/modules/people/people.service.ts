import {
  DEFAULT_ADDITIONAL_USER_SETTINGS,
  type TPaged,
  type TPeopleListQuery,
  type TPersonCreate,
  type TPersonUpdate,
} from '@orderdesk/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { PeopleDeps } from './people-deps';
import { clockIso } from '../../clock';
import { toPage } from '../../db/paging';
import type { Database, UsersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';
import { hashPassword } from '../auth/passwords';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens';
import { endDeletedUserSessions, endUserSessions } from '../auth/session-revocations';
import type { PersonExtras, PersonKind } from './person-kind';
import {
  deleteUser,
  findScopedPerson,
  insertUser,
  isLoginTaken,
  listPeopleRows,
  updateUser,
  type PeopleQuery,
  type UserRow,
} from './people.repository';

const LOGIN_TAKEN = 'This login is already taken';

async function dtoOf<TDto>(db: Kysely<Database>, kind: PersonKind<TDto>, row: UserRow): Promise<TDto> {
  const [dto] = await kind.toDtos(db, [row]);
  return dto!;
}

/** A concurrent write can still take the login between the check and the insert. */
async function loginConflictAs409<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(LOGIN_TAKEN, 'userName');
    throw error;
  }
}

export async function listPeople<TDto>(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: PersonKind<TDto>,
  query: TPeopleListQuery,
  filter?: (q: PeopleQuery) => PeopleQuery,
): Promise<TPaged<TDto>> {
  const db = ctx.db.kysely;
  const { rows, total } = await listPeopleRows(db, {
    user,
    role: kind.role,
    query,
    ...(filter ? { filter } : {}),
  });
  return toPage(await kind.toDtos(db, rows), total, query);
}

/** A person the caller reaches; one outside their scope is "not found", like one that does not exist. */
export async function getScopedPersonRow<TDto>(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: PersonKind<TDto>,
  id: number,
): Promise<UserRow> {
  const row = await findScopedPerson(ctx.db.kysely, user, kind.role, id);
  if (!row) throw AppError.notFound(kind.label);
  return row;
}

export async function getPerson<TDto>(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: PersonKind<TDto>,
  id: number,
): Promise<TDto> {
  return dtoOf(ctx.db.kysely, kind, await getScopedPersonRow(ctx, user, kind, id));
}

export async function createPerson<TDto>(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: PersonKind<TDto>,
  input: TPersonCreate,
  extras: PersonExtras = {},
): Promise<TDto> {
  const db = ctx.db.kysely;
  if (await isLoginTaken(db, input.userName)) throw AppError.conflict(LOGIN_TAKEN, 'userName');
  const passwordHash = await hashPassword(input.password);
  const now = clockIso(ctx.clock);
  return loginConflictAs409(() =>
    db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, {
        user_name: input.userName,
        user_name_key: input.userName.toLowerCase(),
        password_hash: passwordHash,
        role: kind.role,
        first_name: input.firstName ?? null,
        last_name: input.lastName ?? null,
        email: input.email ?? null,
        venue_id: null,
        is_active: input.isActive ? 1 : 0,
        additional_settings: JSON.stringify(DEFAULT_ADDITIONAL_USER_SETTINGS),
        failed_logins: 0,
        locked_until: null,
        created_at: now,
        updated_at: now,
        ...extras.columns,
      });
      await extras.afterWrite?.(trx, row.id);
      const after = await dtoOf(trx, kind, row);
      await writeAudit(trx, {
        userId: user.id,
        at: now,
        action: `${kind.entity}.create`,
        entity: kind.entity,
        entityId: row.id,
        after,
      });
      return after;
    }),
  );
}

/**
 * Changes the fields the request carries. A new password or a deactivation also revokes the
 * person's refresh tokens and access tokens, so their sessions end within the session guard's
 * cadence. A change of the venue or areas they reach ends their access tokens only: a refresh
 * then issues one of the new scope.
 */
export async function updatePerson<TDto>(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: PersonKind<TDto>,
  input: TPersonUpdate,
  prepare?: (current: UserRow) => Promise<PersonExtras>,
): Promise<TDto> {
  const db = ctx.db.kysely;
  const current = await getScopedPersonRow(ctx, user, kind, input.id);
  if (input.isActive === false && current.id === user.id) {
    throw AppError.conflict('You cannot deactivate your own account', 'isActive');
  }
  const renamed = input.userName !== undefined && input.userName.toLowerCase() !== current.user_name_key;
  if (renamed && (await isLoginTaken(db, input.userName!))) throw AppError.conflict(LOGIN_TAKEN, 'userName');
  const extras = (await prepare?.(current)) ?? {};
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);

  const now = clockIso(ctx.clock);
  const changes: Updateable<UsersTable> = { ...extras.columns, updated_at: now };
  if (input.userName !== undefined) {
    changes.user_name = input.userName;
    changes.user_name_key = input.userName.toLowerCase();
  }
  if (input.firstName !== undefined) changes.first_name = input.firstName;
  if (input.lastName !== undefined) changes.last_name = input.lastName;
  if (input.email !== undefined) changes.email = input.email;
  if (input.isActive !== undefined) changes.is_active = input.isActive ? 1 : 0;
  if (passwordHash !== undefined) changes.password_hash = passwordHash;
  const endsSessions = passwordHash !== undefined || (input.isActive === false && current.is_active === 1);
  const rescopes = extras.rescopes === true || (changes.role !== undefined && changes.role !== current.role);

  const updated = await loginConflictAs409(() =>
    db.transaction().execute(async (trx) => {
      const before = await dtoOf(trx, kind, current);
      const row = await updateUser(trx, current.id, changes);
      if (!row) throw AppError.notFound(kind.label);
      await extras.afterWrite?.(trx, row.id);
      if (endsSessions) await revokeUserRefreshTokens(trx, row.id, now);
      if (endsSessions || rescopes) await endUserSessions(trx, row.id, now);
      const after = await dtoOf(trx, kind, row);
      const entry = { userId: user.id, at: now, entity: kind.entity, entityId: row.id };
      await writeAudit(trx, { ...entry, action: `${kind.entity}.update`, before, after });
      if (passwordHash !== undefined)
        await writeAudit(trx, { ...entry, action: `${kind.entity}.password-change` });
      return after;
    }),
  );
  if (endsSessions || rescopes) await ctx.sessions.refresh();
  return updated;
}

/** Deletes a person; their refresh and access tokens go with them. */
export async function deletePerson<TDto>(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: PersonKind<TDto>,
  id: number,
): Promise<void> {
  const current = await getScopedPersonRow(ctx, user, kind, id);
  if (current.id === user.id) throw AppError.conflict('You cannot delete your own account');
  const now = clockIso(ctx.clock);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await dtoOf(trx, kind, current);
    await revokeUserRefreshTokens(trx, current.id, now);
    await endDeletedUserSessions(trx, current.id, now);
    await deleteUser(trx, current.id);
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: `${kind.entity}.delete`,
      entity: kind.entity,
      entityId: current.id,
      before,
    });
  });
  await ctx.sessions.refresh();
}
