import { defineContract } from '../../api/define-contract';
import { ZPaged } from '../../api/list-query';
import { Permission } from '../../auth/permissions';
import { ZListDealersQuery, ZDealer } from './dealer.schema';

export const listDealersContract = defineContract({
  method: 'GET',
  path: '/api/dealers',
  summary: 'Dealers, searched and paged',
  tags: ['dealers'],
  access: Permission.DEALERS_MANAGE,
  query: ZListDealersQuery,
  response: ZPaged(ZDealer),
});
