import type { TPaged } from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import { clockIso, type Clock } from '../../clock';
import { toPage } from '../../db/paging';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';

/** What areas and venue groups are built with. */
export interface CollectionDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type Db = Kysely<Database>;

/**
 * One named collection that venues are placed in (areas, venue groups): how its rows are read, checked
 * and written. Everything else (scope as "not found", the audit entry in the write's transaction, a
 * concurrent duplicate as 409) is the same for both and lives in `namedCollection`.
 */
export interface NamedCollectionRows<
  Row extends { id: number },
  Dto,
  Query,
  Create,
  Update,
  Changes extends object,
> {
  /** In audit actions: `area.create`. */
  entity: string;
  /** In messages: "Area was not found". */
  label: string;
  toDto(row: Row): Dto;
  list(db: Db, user: RequestUser, query: Query): Promise<{ rows: Row[]; total: number }>;
  /** A row the caller reaches, or undefined whether it is missing or out of scope. */
  findScoped(db: Db, user: RequestUser, id: number): Promise<Row | undefined>;
  insert(trx: Db, input: Create, now: string): Promise<Row>;
  /** The columns an update changes; empty when it changes nothing (then nothing is written). */
  changes(input: Update): Changes;
  update(trx: Db, id: number, changes: Changes): Promise<Row | undefined>;
  remove(trx: Db, id: number): Promise<void>;
  /** Refusals before a write: a taken name, an area out of the caller's scope, one still in use. */
  checkCreate?(db: Db, user: RequestUser, input: Create): Promise<void>;
  checkUpdate?(db: Db, user: RequestUser, current: Row, input: Update): Promise<void>;
  checkDelete?(db: Db, current: Row): Promise<void>;
  /** A unique index a concurrent write can still trip between the check and the write. */
  uniqueName?: { message: string; field: string };
}

/** The five operations of a §7 collection over one named collection's rows. */
export function namedCollection<
  Row extends { id: number },
  Dto,
  Query,
  Create,
  Update extends { id: number },
  Changes extends object,
>(deps: CollectionDeps, rows: NamedCollectionRows<Row, Dto, Query, Create, Update, Changes>) {
  const { db, clock } = deps;

  async function scoped(user: RequestUser, id: number): Promise<Row> {
    const row = await rows.findScoped(db, user, id);
    if (!row) throw AppError.notFound(rows.label);
    return row;
  }

  async function duplicateAs409<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (rows.uniqueName && isUniqueViolation(error)) {
        throw AppError.conflict(rows.uniqueName.message, rows.uniqueName.field);
      }
      throw error;
    }
  }

  function audited<T>(
    user: RequestUser,
    verb: 'create' | 'update' | 'delete',
    write: (trx: Db) => Promise<{ id: number; before?: Dto; after?: Dto; result: T }>,
  ): Promise<T> {
    return duplicateAs409(() =>
      db.transaction().execute(async (trx) => {
        const { id, before, after, result } = await write(trx);
        await writeAudit(trx, {
          userId: user.id,
          at: clockIso(clock),
          action: `${rows.entity}.${verb}`,
          entity: rows.entity,
          entityId: id,
          ...(before === undefined ? {} : { before }),
          ...(after === undefined ? {} : { after }),
        });
        return result;
      }),
    );
  }

  return {
    async list(user: RequestUser, query: Query & { page: number; pageSize: number }): Promise<TPaged<Dto>> {
      const { rows: found, total } = await rows.list(db, user, query);
      return toPage(found.map(rows.toDto), total, query);
    },

    async get(user: RequestUser, id: number): Promise<Dto> {
      return rows.toDto(await scoped(user, id));
    },

    async create(user: RequestUser, input: Create): Promise<Dto> {
      await rows.checkCreate?.(db, user, input);
      return audited(user, 'create', async (trx) => {
        const row = await rows.insert(trx, input, clockIso(clock));
        const after = rows.toDto(row);
        return { id: row.id, after, result: after };
      });
    },

    async update(user: RequestUser, input: Update): Promise<Dto> {
      const current = await scoped(user, input.id);
      await rows.checkUpdate?.(db, user, current, input);
      const changes = rows.changes(input);
      if (Object.keys(changes).length === 0) return rows.toDto(current);
      return audited(user, 'update', async (trx) => {
        const row = await rows.update(trx, current.id, changes);
        if (!row) throw AppError.notFound(rows.label);
        const after = rows.toDto(row);
        return { id: row.id, before: rows.toDto(current), after, result: after };
      });
    },

    async remove(user: RequestUser, id: number): Promise<void> {
      const current = await scoped(user, id);
      await rows.checkDelete?.(db, current);
      await audited(user, 'delete', async (trx) => {
        await rows.remove(trx, current.id);
        return { id: current.id, before: rows.toDto(current), result: undefined };
      });
    },
  };
}
