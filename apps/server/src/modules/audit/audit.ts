import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  /** Who did it; null for the system itself. */
  userId: number | null;
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

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(withoutSecrets(value));
}

/** Records a change made by a person; call it inside the transaction that makes the change. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      created_at: nowIso(),
    })
    .execute();
}
