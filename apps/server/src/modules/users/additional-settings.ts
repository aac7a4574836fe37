import {
  DEFAULT_ADDITIONAL_USER_SETTINGS,
  ZAdditionalUserSettings,
  type TAdditionalUserSettings,
} from '@orderdesk/contracts';
import type { UsersDeps } from './users-deps';
import { clockIso } from '../../clock';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { writeAudit } from '../audit/audit';

/** The stored settings over the defaults; an unreadable value falls back to the defaults. */
export function readAdditionalSettings(json: string): TAdditionalUserSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    stored = {};
  }
  const parsed = ZAdditionalUserSettings.partial().safeParse(stored);
  return { ...DEFAULT_ADDITIONAL_USER_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function saveAdditionalSettings(
  ctx: UsersDeps,
  user: RequestUser,
  settings: TAdditionalUserSettings,
): Promise<TAdditionalUserSettings> {
  const now = clockIso(ctx.clock);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select('additional_settings')
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw AppError.unauthorized('The account no longer exists');
    await trx
      .updateTable('users')
      .set({ additional_settings: JSON.stringify(settings), updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await writeAudit(trx, {
      userId: user.id,
      at: now,
      action: 'user.settings-update',
      entity: 'user',
      entityId: user.id,
      before: readAdditionalSettings(row.additional_settings),
      after: settings,
    });
  });
  return settings;
}
