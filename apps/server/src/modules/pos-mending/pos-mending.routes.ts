import {
  deletePosMappingContract,
  listPosMappingsContract,
  orderPosProblemsContract,
  rkMenuChoicesContract,
  savePosMappingContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { orderPosProblems } from './order-pos-problems';
import { deletePosMapping, listPosMappings, rkMenuChoices, savePosMapping } from './pos-mappings.service';

/** Mending an Incorrect order: what failed, the r_keeper menu to pick from, the venue's mappings. */
export function registerPosMendingRoutes(ctx: AppContext): void {
  registerContract(ctx.app, orderPosProblemsContract, ({ user, params }) =>
    orderPosProblems(ctx, user, params.id),
  );
  registerContract(ctx.app, rkMenuChoicesContract, ({ user, params, query }) =>
    rkMenuChoices(ctx, user, params.id, query),
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
