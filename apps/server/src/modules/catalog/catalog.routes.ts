import {
  DELIVERY_METHODS,
  LANGUAGES,
  listDeliveryMethodsContract,
  listLanguagesContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';

/** Fixed lists the web loads once the user is known (docs/product.md §7). */
export function registerCatalogRoutes(ctx: AppContext): void {
  registerContract(ctx.app, listLanguagesContract, () => [...LANGUAGES]);
  registerContract(ctx.app, listDeliveryMethodsContract, () => [...DELIVERY_METHODS]);
}
