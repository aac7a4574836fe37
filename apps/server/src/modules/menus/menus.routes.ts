import {
  downloadMenuContract,
  getMenuContract,
  glovoHostedMenuContract,
  glovoVerifyUpdateMenuContract,
  lastExcludedItemsContract,
  menuAvailabilityContract,
  menuFileInfoContract,
  menuFromFileContract,
  menuImageDuplicatesContract,
  menuPublishPreviewContract,
  menuUpdateStatusInfoContract,
  publishMenuContract,
  saveMenuContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { MenusDeps } from './menus-deps';
import { PreSerializedJson, registerContract } from '../../http/register-contract';
import {
  hostedGlovoMenu,
  lastExcludedItems,
  menuImageDuplicates,
  menuStatusInfo,
  publishPreview,
  requestPublish,
  verifyGlovoMenu,
} from './menu-publish.service';
import { requestAvailability } from './menu-availability.service';
import { downloadMenu, getMenu, menuFileInfo, menuFromFile, saveMenu } from './menus.service';

export function registerMenuRoutes(app: FastifyInstance, ctx: MenusDeps): void {
  registerContract(app, getMenuContract, ({ user, query }) => getMenu(ctx, user, query.venueId));
  registerContract(app, saveMenuContract, ({ user, body }) => saveMenu(ctx, user, body));
  registerContract(app, downloadMenuContract, ({ user, body }) => downloadMenu(ctx, user, body.venueId));
  registerContract(app, menuFromFileContract, ({ user, query, body }) =>
    menuFromFile(ctx, user, query.venueId, body),
  );
  registerContract(app, menuFileInfoContract, ({ user, query }) => menuFileInfo(ctx, user, query.venueId));
  registerContract(app, publishMenuContract, ({ user, body }) => requestPublish(ctx, user, body));
  registerContract(app, menuAvailabilityContract, ({ user, body }) => requestAvailability(ctx, user, body));
  registerContract(app, menuPublishPreviewContract, ({ user, query }) =>
    publishPreview(ctx, user, query.venueId),
  );
  registerContract(app, lastExcludedItemsContract, ({ user, query }) =>
    lastExcludedItems(ctx, user, query.venueId),
  );
  registerContract(app, menuUpdateStatusInfoContract, ({ user, params, query }) =>
    menuStatusInfo(ctx, user, params.venueId, query),
  );
  registerContract(app, menuImageDuplicatesContract, ({ user, params }) =>
    menuImageDuplicates(ctx, user, params.venueId),
  );
  registerContract(app, glovoVerifyUpdateMenuContract, ({ user, params, query }) =>
    verifyGlovoMenu(ctx, user, params.venueId, query.instanceId),
  );
  registerContract(
    app,
    glovoHostedMenuContract,
    async ({ params, query }) =>
      new PreSerializedJson(await hostedGlovoMenu(ctx, params.publishId, query.token)),
  );
}
