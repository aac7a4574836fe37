import { isVenueBoundRole, Role, type TPeopleListQuery, type TRole } from '@orderdesk/contracts';
import { type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable, sql } from 'kysely';
import { pageWindow } from '../../db/paging';
import type { Database, UsersTable } from '../../db/schema';
import { containsPattern, lowerText, textContains } from '../../db/text-search';
import type { RequestUser } from '../../http/request-user';
import { scopedVenueIds } from '../venues/venue-scope';

export type UserRow = Selectable<UsersTable>;

function usersQuery(db: Kysely<Database>) {
  return db.selectFrom('users');
}
export type PeopleQuery = ReturnType<typeof usersQuery>;

/**
 * The people of one role the caller reaches: managers and operators by the venue they are bound to;
 * administrators and dealers only for admins.
 */
export function scopedPeople(db: Kysely<Database>, user: RequestUser, role: TRole): PeopleQuery {
  let query = usersQuery(db).where('users.role', '=', role);
  if (isVenueBoundRole(role)) {
    const venues = scopedVenueIds(db, user);
    if (venues) query = query.where('users.venue_id', 'in', venues);
  } else if (user.role !== Role.ADMIN) {
    query = query.where(sql<SqlBool>`1 = 0`);
  }
  return query;
}

const SORT_COLUMNS = {
  userName: 'users.user_name_key',
  firstName: 'users.first_name',
  lastName: 'users.last_name',
  email: 'users.email',
  createdAt: 'users.created_at',
} as const;

export async function listPeopleRows(
  db: Kysely<Database>,
  opts: { user: RequestUser; role: TRole; query: TPeopleListQuery; filter?: (q: PeopleQuery) => PeopleQuery },
): Promise<{ rows: UserRow[]; total: number }> {
  const { query } = opts;
  let q = scopedPeople(db, opts.user, opts.role);
  if (opts.filter) q = opts.filter(q);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const fullName = sql<string>`coalesce(${sql.ref('users.first_name')}, '') || ' ' || coalesce(${sql.ref('users.last_name')}, '')`;
    q = q.where((eb) =>
      eb.or([
        textContains(sql.ref('users.user_name'), pattern),
        textContains(fullName, pattern),
        textContains(sql.ref('users.email'), pattern),
      ]),
    );
  }
  const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const direction = query.sortDesc ? 'desc' : 'asc';
  const rows = await q
    .selectAll('users')
    .orderBy(lowerText(sql.ref(SORT_COLUMNS[query.sortBy ?? 'userName'])), direction)
    .orderBy('users.id', direction)
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
    .execute();
  return { rows, total: Number(counted.n) };
}

export function findScopedPerson(db: Kysely<Database>, user: RequestUser, role: TRole, id: number) {
  return scopedPeople(db, user, role).selectAll('users').where('users.id', '=', id).executeTakeFirst();
}

export async function isLoginTaken(db: Kysely<Database>, userName: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('user_name_key', '=', userName.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export function insertUser(db: Kysely<Database>, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<UsersTable>,
): Promise<UserRow | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
