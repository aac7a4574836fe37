import { GLOVO_DAILY_MENU_UPLOADS } from '@orderdesk/contracts';
import type { PlatformConnection, PlatformAdapter } from '../platform-adapter';
import { PlatformCallError } from '../platform-call-error';
import type { AvailabilityUpdate, MenuPublishAnswer, PublishableMenu } from '../publishable-menu';
import { apiBase, expectOk, platformFetch, requiredCredential } from '../venue-call-http';

const GLOVO = 'Glovo';

/** Transaction statuses that end a menu upload, and the one that ends it well. */
const GLOVO_MENU_DONE = 'SUCCESS';
const GLOVO_MENU_RUNNING = ['PROCESSING'];

const major = (minor: number) => Math.round(minor) / 100;

/**
 * The menu JSON Glovo fetches (docs/platforms.md §2.5): products and their attribute groups, attributes
 * (the options) and one collection per category with one section. Prices are major units (floats).
 * Ids are our POS ids; an attribute's id is made unique per product by its element id.
 */
export function glovoMenuJson(menu: PublishableMenu) {
  const attributes: object[] = [];
  const attributeGroups: object[] = [];
  const products: object[] = [];
  for (const category of menu.categories) {
    for (const item of category.items) {
      for (const group of item.optionGroups) {
        for (const value of group.values) {
          attributes.push({
            id: value.id,
            name: value.name,
            price_impact: major(value.price),
            selected_by_default: value.isDefault,
            available: value.available,
          });
        }
        attributeGroups.push({
          id: group.id,
          name: group.name,
          min: group.min,
          max: group.max,
          collapse: false,
          multiple_selection: group.max > 1,
          attributes: group.values.map((v) => v.id),
        });
      }
      products.push({
        id: item.id,
        name: item.name,
        price: major(item.price),
        description: '',
        ...(item.imageUrl ? { image_url: item.imageUrl } : {}),
        attributes_groups: item.optionGroups.map((g) => g.id),
        available: item.available,
      });
    }
  }
  return {
    attributes,
    attribute_groups: attributeGroups,
    products,
    collections: menu.categories.map((category, i) => ({
      name: category.name,
      position: i,
      sections: [{ name: category.name, position: 0, products: category.items.map((item) => item.id) }],
    })),
    supercollections: [],
  };
}

function headers(connection: PlatformConnection): Record<string, string> {
  return { authorization: requiredCredential(connection, 'apiToken', GLOVO) };
}

function menuUrl(connection: PlatformConnection, rest = ''): URL {
  return new URL(
    `webhook/stores/${encodeURIComponent(connection.externalId)}/menu${rest}`,
    apiBase(connection, GLOVO),
  );
}

/** `POST /webhook/stores/{storeId}/menu {"menuUrl"}`: Glovo fetches the JSON there and answers a transaction. */
export async function publishGlovoMenu(
  connection: PlatformConnection,
  hostedUrl: string,
): Promise<MenuPublishAnswer> {
  const response = await platformFetch(GLOVO, 'menu', menuUrl(connection), {
    method: 'POST',
    headers: { ...headers(connection), 'content-type': 'application/json' },
    body: JSON.stringify({ menuUrl: hostedUrl }),
  });
  await expectOk(response, GLOVO, 'menu');
  const body = (await response.json().catch(() => null)) as { transaction_id?: unknown } | null;
  const transactionId = typeof body?.transaction_id === 'string' ? body.transaction_id : null;
  if (!transactionId)
    throw new PlatformCallError('Glovo took the menu without a transaction id', null, false);
  return { transactionId, processing: true };
}

/** `GET /webhook/stores/{storeId}/menu/{transactionId}`: the upload's status and details. */
export async function glovoMenuStatus(
  connection: PlatformConnection,
  transactionId: string,
): Promise<{ status: string; details: string | null }> {
  const response = await platformFetch(
    GLOVO,
    'menu status',
    menuUrl(connection, `/${encodeURIComponent(transactionId)}`),
    { method: 'GET', headers: headers(connection) },
  );
  await expectOk(response, GLOVO, 'menu status');
  const body = (await response.json().catch(() => null)) as { status?: unknown; details?: unknown } | null;
  const details = body?.details;
  return {
    status: typeof body?.status === 'string' ? body.status : 'UNKNOWN',
    details:
      details === undefined || details === null
        ? null
        : typeof details === 'string'
          ? details
          : JSON.stringify(details),
  };
}

/**
 * Bulk availability (docs/platforms.md §2.5): `POST /webhook/stores/{storeId}/menu/updates
 * {"products": [{id, available}], "attributes": [{id, available}]}` (up to 10 000 at once; only the
 * fields that change) → `{transaction_id}`. Unlike full uploads it does not count against the day's 5.
 */
export function glovoBulkUpdateBody(update: AvailabilityUpdate) {
  return {
    products: update.items.map((i) => ({ id: i.id, available: i.available })),
    attributes: update.options.map((o) => ({ id: o.id, available: o.available })),
  };
}

export async function sendGlovoAvailability(
  connection: PlatformConnection,
  update: AvailabilityUpdate,
): Promise<string | null> {
  const response = await platformFetch(GLOVO, 'availability', menuUrl(connection, '/updates'), {
    method: 'POST',
    headers: { ...headers(connection), 'content-type': 'application/json' },
    body: JSON.stringify(glovoBulkUpdateBody(update)),
  });
  await expectOk(response, GLOVO, 'availability');
  const body = (await response.json().catch(() => null)) as { transaction_id?: unknown } | null;
  return typeof body?.transaction_id === 'string' ? body.transaction_id : null;
}

/** Glovo's bulk update takes up to 10 000 products and attributes per call. */
export const GLOVO_AVAILABILITY_BATCH = 10_000;

export const glovoMenuCalls: Pick<
  PlatformAdapter,
  'publishMenu' | 'menuUploadStatus' | 'sendAvailability' | 'availabilityBatch' | 'menuUploadsPerDay'
> = {
  menuUploadsPerDay: GLOVO_DAILY_MENU_UPLOADS,
  publishMenu: async (connection, menu, hosting) =>
    publishGlovoMenu(connection, await hosting.hostedUrl(glovoMenuJson(menu))),
  async menuUploadStatus(connection, transactionId) {
    const { status, details } = await glovoMenuStatus(connection, transactionId);
    const state =
      status === GLOVO_MENU_DONE ? 'done' : GLOVO_MENU_RUNNING.includes(status) ? 'running' : 'failed';
    return { state, platformStatus: status, details };
  },
  async sendAvailability(connection, update) {
    await sendGlovoAvailability(connection, update);
  },
  availabilityBatch: { size: GLOVO_AVAILABILITY_BATCH, intervalMs: 0 },
};
