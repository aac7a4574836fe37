import { defineContract } from '../../api/define-contract';
import { ZIdParams } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';
import { ZDealer } from './dealer.schema';

export const getDealerContract = defineContract({
  method: 'GET',
  path: '/api/dealers/:id',
  summary: 'One dealer',
  tags: ['dealers'],
  access: Permission.DEALERS_MANAGE,
  params: ZIdParams,
  response: ZDealer,
});
