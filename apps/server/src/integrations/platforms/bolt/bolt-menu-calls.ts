import type { PlatformConnection, PlatformAdapter } from '../platform-adapter';
import type {
  AvailabilityChange,
  AvailabilityUpdate,
  MenuPublishAnswer,
  PublishableMenu,
} from '../publishable-menu';
import { expectOk } from '../venue-call-http';
import { BOLT, postSignedToBolt } from './bolt-client';

const major = (minor: number) => Math.round(minor) / 100;

/** A signed call that fails unless Bolt answers 2xx. */
async function callBolt(connection: PlatformConnection, action: string, path: string, body: object) {
  await expectOk(await postSignedToBolt(connection, action, path, body), BOLT, action);
}

/**
 * Bolt Food's `pushMenu` body. Bolt's menu schema is partner-gated (docs/platforms.md §3, not published): this
 * is our shape, in Bolt's order-side conventions (store as `provider_id`, amounts in major units as
 * Bolt's orders carry them, our POS ids as `id`), kept in one place so it can be corrected alone.
 */
export function boltMenuBody(connection: PlatformConnection, menu: PublishableMenu) {
  return {
    provider_id: connection.externalId,
    menu: {
      id: menu.menuId,
      currency: menu.currency,
      language: menu.language,
      categories: menu.categories.map((category) => ({
        id: category.id,
        name: category.name,
        items: category.items.map((item) => ({
          id: item.id,
          name: item.name,
          price: major(item.price),
          ...(item.imageUrl ? { image_url: item.imageUrl } : {}),
          is_available: item.available,
          option_groups: item.optionGroups.map((group) => ({
            id: group.id,
            name: group.name,
            min_selected: group.min,
            max_selected: group.max,
            options: group.values.map((value) => ({
              id: value.id,
              name: value.name,
              price: major(value.price),
              is_available: value.available,
            })),
          })),
        })),
      })),
    },
  };
}

/** `POST genericClient/pushMenu`, signed like every Bolt call. */
export async function publishBoltMenu(
  connection: PlatformConnection,
  menu: PublishableMenu,
): Promise<MenuPublishAnswer> {
  await callBolt(connection, 'menu', 'genericClient/pushMenu', boltMenuBody(connection, menu));
  return { transactionId: null, processing: false };
}

/**
 * `POST genericClient/updateMenuItemAvailability`: Bolt's body is partner-gated (docs/platforms.md §3),
 * so this is our shape in the conventions of `boltMenuBody` (`provider_id`, our ids, `is_available`).
 */
export function boltAvailabilityBody(connection: PlatformConnection, update: AvailabilityUpdate) {
  const of = (c: AvailabilityChange) => ({ id: c.id, is_available: c.available });
  return { provider_id: connection.externalId, items: update.items.map(of), options: update.options.map(of) };
}

export async function sendBoltAvailability(
  connection: PlatformConnection,
  update: AvailabilityUpdate,
): Promise<void> {
  await callBolt(
    connection,
    'availability',
    'genericClient/updateMenuItemAvailability',
    boltAvailabilityBody(connection, update),
  );
}

/** Bolt documents no limit for availability calls: a change goes in one call, as Glovo's does. */
export const BOLT_AVAILABILITY_BATCH = 10_000;

export const boltMenuCalls: Pick<PlatformAdapter, 'publishMenu' | 'sendAvailability' | 'availabilityBatch'> =
  {
    publishMenu: (connection, menu) => publishBoltMenu(connection, menu),
    sendAvailability: (connection, update) => sendBoltAvailability(connection, update),
    availabilityBatch: { size: BOLT_AVAILABILITY_BATCH, intervalMs: 0 },
  };
