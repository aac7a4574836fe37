import {
  downloadMenuContract,
  getMenuContract,
  menuFileInfoContract,
  menuFromFileContract,
  saveMenuContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
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
}
