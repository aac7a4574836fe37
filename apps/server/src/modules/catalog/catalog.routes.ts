import {
  DELIVERY_METHODS,
  LANGUAGES,
  listDeliveryMethodsContract,
  listLanguagesContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';

/** Fixed lists the web loads once the user is known (docs/product.md §7). */
export function registerCatalogRoutes(app: FastifyInstance): void {
  registerContract(app, listLanguagesContract, () => [...LANGUAGES]);
  registerContract(app, listDeliveryMethodsContract, () => [...DELIVERY_METHODS]);
}
