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
import type { AppContext } from '../../app-context';
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

export function registerMenuRoutes(ctx: AppContext): void {
  registerContract(ctx.app, getMenuContract, ({ user, query }) => getMenu(ctx, user, query.venueId));
  registerContract(ctx.app, saveMenuContract, ({ user, body }) => saveMenu(ctx, user, body));
  registerContract(ctx.app, downloadMenuContract, ({ user, body }) => downloadMenu(ctx, user, body.venueId));
  registerContract(ctx.app, menuFromFileContract, ({ user, query, body }) =>
    menuFromFile(ctx, user, query.venueId, body),
  );
  registerContract(ctx.app, menuFileInfoContract, ({ user, query }) =>
    menuFileInfo(ctx, user, query.venueId),
  );
  registerContract(ctx.app, publishMenuContract, ({ user, body }) => requestPublish(ctx, user, body));
  registerContract(ctx.app, menuAvailabilityContract, ({ user, body }) =>
    requestAvailability(ctx, user, body),
  );
  registerContract(ctx.app, menuPublishPreviewContract, ({ user, query }) =>
    publishPreview(ctx, user, query.venueId),
  );
  registerContract(ctx.app, lastExcludedItemsContract, ({ user, query }) =>
    lastExcludedItems(ctx, user, query.venueId),
  );
  registerContract(ctx.app, menuUpdateStatusInfoContract, ({ user, params, query }) =>
    menuStatusInfo(ctx, user, params.venueId, query),
  );
  registerContract(ctx.app, menuImageDuplicatesContract, ({ user, params }) =>
    menuImageDuplicates(ctx, user, params.venueId),
  );
  registerContract(ctx.app, glovoVerifyUpdateMenuContract, ({ user, params, query }) =>
    verifyGlovoMenu(ctx, user, params.venueId, query.instanceId),
  );
  registerContract(
    ctx.app,
    glovoHostedMenuContract,
    async ({ params, query }) =>
      new PreSerializedJson(await hostedGlovoMenu(ctx, params.publishId, query.token)),
  );
}
