import {
  missingRkeeperSettings,
  RK_PLAIN_FIELDS,
  RK_SECRET_FIELDS,
  type TRkeeperSettings,
  type TRkeeperSettingsInput,
  type TRkLicenceMode,
} from '@orderdesk/contracts';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database, PosConnectionsTable } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { SecretBox } from '../../../security/secret-box';

export type PosConnectionRow = Selectable<PosConnectionsTable>;

/** A venue's r_keeper connection with its secrets opened, for the hand-over. */
export interface PosConnection {
  venueId: number;
  isEnabled: boolean;
  url: string | null;
  login: string | null;
  password: string | null;
  certificateFingerprint: string | null;
  stationCode: string | null;
  tableCode: string | null;
  waiterCode: string | null;
  cashierCode: string | null;
  orderTypeCode: string | null;
  orderCategoryCode: string | null;
  prepayCurrencyCode: string | null;
  prepayReasonCode: string | null;
  voidReasonCode: string | null;
  discountCode: string | null;
  commentModifierCode: string | null;
  licenceMode: TRkLicenceMode;
  licenseAnchor: string | null;
  licenseToken: string | null;
  licenseInstanceGuid: string | null;
  /** The kitchen's Ready from r_keeper is on (docs/rkeeper.md, "The kitchen's Ready"). */
  kdsReady: boolean;
  /** The orders-table version r_keeper's last GetOrderList answered (sent back as `lastversion`). */
  kdsListVersion: string | null;
}

type Options = Partial<Record<(typeof RK_PLAIN_FIELDS)[number] | 'commentModifierCode', string | null>>;
type Secrets = Partial<Record<(typeof RK_SECRET_FIELDS)[number], string>>;

function optionsOf(row: PosConnectionRow | undefined): Options {
  return row ? (JSON.parse(row.options) as Options) : {};
}

function secretsOf(box: SecretBox, row: PosConnectionRow | undefined): Secrets {
  return row?.secrets ? (JSON.parse(box.open(row.secrets)) as Secrets) : {};
}

export function findPosConnectionRow(db: Kysely<Database>, venueId: number) {
  return db.selectFrom('pos_connections').selectAll().where('venue_id', '=', venueId).executeTakeFirst();
}

/** The connection's settings that are not secrets, as the hand-over reads them and the screen shows them. */
function plainSettingsOf(o: ReturnType<typeof optionsOf>) {
  return {
    url: o.url ?? null,
    certificateFingerprint: o.certificateFingerprint ?? null,
    stationCode: o.stationCode ?? null,
    tableCode: o.tableCode ?? null,
    waiterCode: o.waiterCode ?? null,
    cashierCode: o.cashierCode ?? null,
    orderTypeCode: o.orderTypeCode ?? null,
    orderCategoryCode: o.orderCategoryCode ?? null,
    prepayCurrencyCode: o.prepayCurrencyCode ?? null,
    prepayReasonCode: o.prepayReasonCode ?? null,
    voidReasonCode: o.voidReasonCode ?? null,
    discountCode: o.discountCode ?? null,
    commentModifierCode: o.commentModifierCode ?? null,
    licenceMode: o.licenceMode === 'subscription' ? ('subscription' as const) : ('perpetual' as const),
    licenseAnchor: o.licenseAnchor ?? null,
    licenseInstanceGuid: o.licenseInstanceGuid ?? null,
  };
}

export async function loadPosConnection(
  db: Kysely<Database>,
  box: SecretBox,
  venueId: number,
): Promise<PosConnection | null> {
  const row = await findPosConnectionRow(db, venueId);
  if (!row) return null;
  const o = optionsOf(row);
  const s = secretsOf(box, row);
  return {
    venueId,
    isEnabled: row.is_enabled === 1,
    ...plainSettingsOf(o),
    login: s.login ?? null,
    password: s.password ?? null,
    licenseToken: s.licenseToken ?? null,
    kdsReady: row.kds_ready === 1,
    kdsListVersion: row.kds_list_version ?? null,
  };
}

/** `rkeeperSettings` as answered: plain fields, and for each secret only whether it is set. */
export function toRkeeperSettings(box: SecretBox, row: PosConnectionRow | undefined): TRkeeperSettings {
  const o = optionsOf(row);
  const s = secretsOf(box, row);
  return {
    isEnabled: row?.is_enabled === 1,
    ...plainSettingsOf(o),
    hasLogin: Boolean(s.login),
    hasPassword: Boolean(s.password),
    hasLicenseToken: Boolean(s.licenseToken),
    licenseSeqNumber: row?.license_seq_number ?? 0,
    isKdsReadyEnabled: row?.kds_ready === 1,
  };
}

/**
 * Writes what the request carries (a field left out is kept; a secret set to null is cleared) at `now`
 * and answers the settings before and after, for the audit log. An enabled connection must be complete.
 */
export async function applyRkeeperSettings(
  trx: Kysely<Database>,
  box: SecretBox,
  venueId: number,
  input: TRkeeperSettingsInput & Record<string, unknown>,
  now: string,
): Promise<{ before: TRkeeperSettings; after: TRkeeperSettings }> {
  const current = await findPosConnectionRow(trx, venueId);
  const before = toRkeeperSettings(box, current);
  const options: Options = { ...optionsOf(current) };
  for (const name of [...RK_PLAIN_FIELDS, 'commentModifierCode'] as const) {
    if (input[name] !== undefined) options[name] = (input[name] as string | null) ?? null;
  }
  const secrets: Secrets = { ...secretsOf(box, current) };
  for (const name of RK_SECRET_FIELDS) {
    const value = input[name];
    if (value === null) delete secrets[name];
    else if (typeof value === 'string') secrets[name] = value;
  }
  const isEnabled = input.isEnabled ?? current?.is_enabled === 1;
  if (isEnabled) {
    const missing = missingRkeeperSettings({
      ...options,
      licenceMode: options.licenceMode === 'subscription' ? 'subscription' : 'perpetual',
      hasLicenseToken: Boolean(secrets.licenseToken),
    });
    if (missing) throw AppError.badRequest(missing.message, `rkeeperSettings.${missing.field}`);
  }
  const values = {
    is_enabled: isEnabled ? 1 : 0,
    options: JSON.stringify(options),
    secrets: Object.keys(secrets).length ? box.seal(JSON.stringify(secrets)) : null,
    license_seq_number: input.licenseSeqNumber ?? current?.license_seq_number ?? 0,
    kds_ready: (input.isKdsReadyEnabled ?? current?.kds_ready === 1) ? 1 : 0,
    updated_at: now,
  };
  if (current) await trx.updateTable('pos_connections').set(values).where('venue_id', '=', venueId).execute();
  else
    await trx
      .insertInto('pos_connections')
      .values({ venue_id: venueId, ...values })
      .execute();
  return { before, after: toRkeeperSettings(box, await findPosConnectionRow(trx, venueId)) };
}

/** Keeps the orders-table version r_keeper's GetOrderList answered, for the next `lastversion`. */
export async function saveKdsListVersion(db: Kysely<Database>, venueId: number, version: string | null) {
  await db
    .updateTable('pos_connections')
    .set({ kds_list_version: version })
    .where('venue_id', '=', venueId)
    .execute();
}

/** Sets the subscription licence's counter so the next licensed call is shown `next`. */
export async function resyncLicenceSeqNumber(db: Kysely<Database>, venueId: number, next: number) {
  await db
    .updateTable('pos_connections')
    .set({ license_seq_number: next })
    .where('venue_id', '=', venueId)
    .execute();
}

/** Takes the subscription licence's next `seqNumber` (docs/rkeeper.md §2): one per licensed call. */
export async function takeLicenceSeqNumber(db: Kysely<Database>, venueId: number): Promise<number> {
  const row = await db
    .updateTable('pos_connections')
    .set({ license_seq_number: sql<number>`license_seq_number + 1` })
    .where('venue_id', '=', venueId)
    .returning('license_seq_number')
    .executeTakeFirstOrThrow();
  return row.license_seq_number - 1;
}
