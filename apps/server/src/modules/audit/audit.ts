import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  /** Who did it; null for the system itself. */
  userId: number | null;
  /** When (ISO-8601 UTC, read from the app's clock). */
  at: string;
  /** `<entity>.<verb>`, e.g. `manager.update`. */
  action: string;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /password|secret|token|hash|api_?key/i;

/** A copy without any key that could hold a secret, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Only what changed between two objects: the keys whose values differ, each side with its own
 * value; null when nothing changed (then no entry is written). Values that are not objects are
 * compared whole.
 */
export function changedFields(
  before: unknown,
  after: unknown,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  if (!isRecord(before) || !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? null
      : { before: { value: before }, after: { value: after } };
  }
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return null;
  const pick = (side: Record<string, unknown>) =>
    Object.fromEntries(changed.filter((key) => key in side).map((key) => [key, side[key]]));
  return { before: pick(before), after: pick(after) };
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(withoutSecrets(value));
}

/** The insert of an audit entry, to run (`writeAudit`) or to send with other writes (a WriteBatch). */
export function auditInsert(db: Kysely<Database>, entry: AuditEntry) {
  return db.insertInto('audit_log').values({
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before_json: json(entry.before),
    after_json: json(entry.after),
    created_at: entry.at,
  });
}

/** Records a change made by a person; call it inside the transaction that makes the change. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry).execute();
}
