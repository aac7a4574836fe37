import {
  DEFAULT_LICENCE_SETTINGS,
  Role,
  ZLicenceSettings,
  type TLicenceSettings,
  type TLicenceSettingsChange,
} from '@orderdesk/contracts';
import type { Kysely } from 'kysely';
import type { LicencesDeps } from './licences-deps';
import { clockIso } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';

const SETTINGS_ROW = 1;

/** The stored settings over the defaults (a setting added later reads its default until saved). */
export async function readLicenceSettings(db: Kysely<Database>): Promise<TLicenceSettings> {
  const row = await db
    .selectFrom('licence_settings')
    .select('settings')
    .where('id', '=', SETTINGS_ROW)
    .executeTakeFirst();
  if (!row) return DEFAULT_LICENCE_SETTINGS;
  const parsed = ZLicenceSettings.partial().safeParse(JSON.parse(row.settings));
  return { ...DEFAULT_LICENCE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** Changes what the body names; the default period may not exceed the longest one. */
export async function updateLicenceSettings(
  ctx: LicencesDeps,
  user: RequestUser,
  change: TLicenceSettingsChange,
): Promise<TLicenceSettings> {
  const now = clockIso(ctx.clock);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    // Lock the row first (PostgreSQL), so two changes at once do not undo each other.
    await trx
      .updateTable('licence_settings')
      .set({ updated_at: now })
      .where('id', '=', SETTINGS_ROW)
      .execute();
    const before = await readLicenceSettings(trx);
    const after: TLicenceSettings = { ...before, ...change };
    if (after.defaultPeriodMonths > after.maxPeriodMonths) {
      throw AppError.badRequest(
        'The default period cannot be longer than the longest one',
        change.defaultPeriodMonths !== undefined ? 'defaultPeriodMonths' : 'maxPeriodMonths',
      );
    }
    after.autoApproveDealerIds = [...new Set(after.autoApproveDealerIds)].sort((a, b) => a - b);
    const dealers = after.autoApproveDealerIds;
    if (dealers.length > 0) {
      const found = await trx
        .selectFrom('users')
        .select('id')
        .where('id', 'in', dealers)
        .where('role', '=', Role.DEALER)
        .execute();
      if (found.length !== dealers.length) throw AppError.notFound('Dealer', 'autoApproveDealerIds');
    }
    const values = { settings: JSON.stringify(after), updated_by: user.id, updated_at: now };
    // The row exists from the migration on; the update also serialises concurrent changes.
    await trx.updateTable('licence_settings').set(values).where('id', '=', SETTINGS_ROW).execute();
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'licence.settings',
      entity: 'licence_settings',
      entityId: SETTINGS_ROW,
      before,
      after,
    });
    return after;
  });
}
