import type { PlatformConnection, PlatformAdapter } from '../platform-adapter';
import type { MenuPublishAnswer, PublishableMenu } from '../publishable-menu';
import { apiBase, expectOk, platformFetch, requiredCredential } from '../venue-call-http';

const FUDY = 'Fudy';

/**
 * Our Fudy connector's menu call (docs/fudy-connector.openapi.yaml, `PUT /store/menu`): the whole
 * menu replacing the store's, prices in minor units, our POS ids as `id` (they come back in orders).
 */
export function fudyMenuBody(connection: PlatformConnection, menu: PublishableMenu) {
  return {
    storeId: connection.externalId,
    menuId: menu.menuId,
    currency: menu.currency,
    language: menu.language,
    categories: menu.categories.map((category) => ({
      id: category.id,
      name: category.name,
      items: category.items.map((item) => ({
        id: item.id,
        name: item.name,
        price: item.price,
        imageUrl: item.imageUrl,
        isAvailable: item.available,
        optionGroups: item.optionGroups.map((group) => ({
          id: group.id,
          name: group.name,
          min: group.min,
          max: group.max,
          options: group.values.map((value) => ({
            id: value.id,
            name: value.name,
            price: value.price,
            isAvailable: value.available,
          })),
        })),
      })),
    })),
  };
}

export async function publishFudyMenu(
  connection: PlatformConnection,
  menu: PublishableMenu,
): Promise<MenuPublishAnswer> {
  const response = await platformFetch(FUDY, 'menu', new URL('store/menu', apiBase(connection, FUDY)), {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${requiredCredential(connection, 'apiKey', FUDY)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(fudyMenuBody(connection, menu)),
  });
  await expectOk(response, FUDY, 'menu');
  return { transactionId: null, processing: false };
}

/** Fudy's connector takes whole menus only: sold-out items go out with the next publish. */
export const fudyMenuCalls: Pick<PlatformAdapter, 'publishMenu'> = {
  publishMenu: (connection, menu) => publishFudyMenu(connection, menu),
};
