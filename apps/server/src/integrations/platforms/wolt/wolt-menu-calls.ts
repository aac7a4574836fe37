import type { PlatformConnection, PlatformAdapter } from '../platform-adapter';
import { PlatformCallError } from '../platform-call-error';
import type { AvailabilityChange, MenuPublishAnswer, PublishableMenu } from '../publishable-menu';
import { apiBase, expectOk, platformFetch } from '../venue-call-http';

const WOLT = 'Wolt';

const text = (language: string, value: string) => [{ lang: language, value }];

/**
 * Wolt's menu (docs/platforms.md §1.6): the whole menu, replacing the one Wolt holds. Prices in minor
 * units; `external_data` carries our POS id, which comes back in orders as `pos_id`/`value_pos_id`.
 */
export function woltMenuBody(menu: PublishableMenu) {
  const t = (value: string) => text(menu.language, value);
  return {
    id: menu.menuId,
    currency: menu.currency,
    primary_language: menu.language,
    categories: menu.categories.map((category) => ({
      id: category.id,
      name: t(category.name),
      description: [],
      items: category.items.map((item) => ({
        name: t(item.name),
        description: [],
        ...(item.imageUrl ? { image_url: item.imageUrl } : {}),
        price: item.price,
        ...(item.discountedPrice !== null ? { discounted_price: item.discountedPrice } : {}),
        enabled: item.available,
        external_data: item.id,
        options: item.optionGroups.map((group) => ({
          name: t(group.name),
          type: group.max === 1 ? 'SingleChoice' : 'MultiChoice',
          selection_range: { min: group.min, max: group.max },
          external_data: group.id,
          values: group.values.map((value) => ({
            name: t(value.name),
            price: value.price,
            enabled: value.available,
            default: value.isDefault,
            external_data: value.id,
          })),
        })),
      })),
      subcategories: [],
    })),
  };
}

function headers(connection: PlatformConnection): Record<string, string> {
  const apiKey = connection.credentials['apiKey'];
  if (apiKey) return { 'WOLT-API-KEY': apiKey };
  const accessToken = connection.credentials['accessToken'];
  if (accessToken) return { authorization: `Bearer ${accessToken}` };
  throw new PlatformCallError(
    `Wolt connection ${connection.id} has no API key and no OAuth access token for the menu`,
    null,
    false,
  );
}

/** `POST /v1/restaurants/{venueId}/menu`: Wolt takes the menu and builds it on its side. */
export async function publishWoltMenu(
  connection: PlatformConnection,
  menu: PublishableMenu,
): Promise<MenuPublishAnswer> {
  const url = new URL(
    `v1/restaurants/${encodeURIComponent(connection.externalId)}/menu`,
    apiBase(connection, WOLT),
  );
  const response = await platformFetch(WOLT, 'menu', url, {
    method: 'POST',
    headers: { ...headers(connection), 'content-type': 'application/json' },
    body: JSON.stringify(woltMenuBody(menu)),
  });
  await expectOk(response, WOLT, 'menu');
  return { transactionId: null, processing: false };
}

/**
 * `PATCH /venues/{venueId}/items {"data": [{external_id, in_stock, enabled}]}` (docs/platforms.md §1.6):
 * sold out or back. Both fields are sent so an item published disabled comes back visible too.
 */
export function woltItemsBody(items: AvailabilityChange[]) {
  return {
    data: items.map((i) => ({ external_id: i.id, in_stock: i.available, enabled: i.available })),
  };
}

/** `PATCH /venues/{venueId}/options/values {"data": [{external_id, enabled}]}`. */
export function woltOptionValuesBody(values: AvailabilityChange[]) {
  return { data: values.map((v) => ({ external_id: v.id, enabled: v.available })) };
}

/** Sends one batch of item or option value availability to Wolt. */
export async function sendWoltAvailability(
  connection: PlatformConnection,
  what: 'items' | 'options/values',
  changes: AvailabilityChange[],
): Promise<void> {
  const url = new URL(
    `venues/${encodeURIComponent(connection.externalId)}/${what}`,
    apiBase(connection, WOLT),
  );
  const response = await platformFetch(WOLT, 'availability', url, {
    method: 'PATCH',
    headers: { ...headers(connection), 'content-type': 'application/json' },
    body: JSON.stringify(what === 'items' ? woltItemsBody(changes) : woltOptionValuesBody(changes)),
  });
  await expectOk(response, WOLT, 'availability');
}

/**
 * Wolt's item updates are rate limited (docs/platforms.md §1.6: one Update Items request per 15 minutes
 * in its retail guide, "send deltas only"): at most this many items and this many option values per
 * call, and the next batch of a change waits the interval.
 */
export const WOLT_AVAILABILITY_BATCH = 100;
export const WOLT_AVAILABILITY_INTERVAL_MS = 15 * 60_000;

export const woltMenuCalls: Pick<
  PlatformAdapter,
  'publishMenu' | 'sendAvailability' | 'availabilityBatch' | 'isMenuImageSource'
> = {
  publishMenu: (connection, menu) => publishWoltMenu(connection, menu),
  isMenuImageSource: true,
  async sendAvailability(connection, update) {
    if (update.items.length) await sendWoltAvailability(connection, 'items', update.items);
    if (update.options.length) await sendWoltAvailability(connection, 'options/values', update.options);
  },
  availabilityBatch: { size: WOLT_AVAILABILITY_BATCH, intervalMs: WOLT_AVAILABILITY_INTERVAL_MS },
};
