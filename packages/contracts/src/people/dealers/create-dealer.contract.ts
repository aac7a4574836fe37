import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZCreateDealerRequest, ZDealer } from './dealer.schema';

export const createDealerContract = defineContract({
  method: 'POST',
  path: '/api/dealers',
  summary: 'Create a dealer',
  tags: ['dealers'],
  access: Permission.DEALERS_MANAGE,
  body: ZCreateDealerRequest,
  response: ZDealer,
  successStatus: 201,
});
