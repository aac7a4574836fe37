import {
  deletePosMappingContract,
  listPosMappingsContract,
  orderPosProblemsContract,
  platformPosItemsContract,
  rkMenuChoicesContract,
  savePosMappingContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { orderPosProblems } from './order-pos-problems';
import { platformPosItems } from './platform-pos-items';
import { deletePosMapping, listPosMappings, rkMenuChoices, savePosMapping } from './pos-mappings.service';

/**
 * Mending an Incorrect order and the venue's mapping screen: what failed, the venue's platform items and
 * what they map to, the r_keeper menu to pick from, the venue's mappings.
 */
export function registerPosMendingRoutes(ctx: AppContext): void {
  registerContract(ctx.app, orderPosProblemsContract, ({ user, params }) =>
    orderPosProblems(ctx, user, params.id),
  );
  registerContract(ctx.app, rkMenuChoicesContract, ({ user, params, query }) =>
    rkMenuChoices(ctx, user, params.id, query),
  );
  registerContract(ctx.app, platformPosItemsContract, ({ user, params, query }) =>
    platformPosItems(ctx, user, params.id, query),
  );
  registerContract(ctx.app, listPosMappingsContract, ({ user, params }) =>
    listPosMappings(ctx, user, params.id),
  );
  registerContract(ctx.app, savePosMappingContract, ({ user, params, body }) =>
    savePosMapping(ctx, user, params.id, body),
  );
  registerContract(ctx.app, deletePosMappingContract, ({ user, params }) =>
    deletePosMapping(ctx, user, params.id, params.mappingId),
  );
}
