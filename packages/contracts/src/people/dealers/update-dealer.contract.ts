import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZUpdateDealerRequest, ZDealer } from './dealer.schema';

/** The id travels in the body (docs/product.md §7: `PUT /dealers`). */
export const updateDealerContract = defineContract({
  method: 'PUT',
  path: '/api/dealers',
  summary: 'Change a dealer',
  tags: ['dealers'],
  access: Permission.DEALERS_MANAGE,
  body: ZUpdateDealerRequest,
  response: ZDealer,
});
