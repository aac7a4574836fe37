import {
  deletePosMappingContract,
  listPosMappingsContract,
  orderPosProblemsContract,
  platformPosItemsContract,
  rkMenuChoicesContract,
  savePosMappingContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { orderPosProblems } from './order-pos-problems';
import { platformPosItems } from './platform-pos-items';
import type { PosMendingDeps } from './pos-mending-deps';
import { deletePosMapping, listPosMappings, rkMenuChoices, savePosMapping } from './pos-mappings.service';

/**
 * Mending an Incorrect order and the venue's mapping screen: what failed, the venue's platform items and
 * what they map to, the r_keeper menu to pick from, the venue's mappings.
 */
export function registerPosMendingRoutes(app: FastifyInstance, ctx: PosMendingDeps): void {
  registerContract(app, orderPosProblemsContract, ({ user, params }) =>
    orderPosProblems(ctx, user, params.id),
  );
  registerContract(app, rkMenuChoicesContract, ({ user, params, query }) =>
    rkMenuChoices(ctx, user, params.id, query),
  );
  registerContract(app, platformPosItemsContract, ({ user, params, query }) =>
    platformPosItems(ctx, user, params.id, query),
  );
  registerContract(app, listPosMappingsContract, ({ user, params }) => listPosMappings(ctx, user, params.id));
  registerContract(app, savePosMappingContract, ({ user, params, body }) =>
    savePosMapping(ctx, user, params.id, body),
  );
  registerContract(app, deletePosMappingContract, ({ user, params }) =>
    deletePosMapping(ctx, user, params.id, params.mappingId),
  );
}
