import { defineCollectionContracts } from '../../api/collection-contracts';
import { Permission } from '../../auth/permissions';
import { ZDealer, ZCreateDealerRequest, ZListDealersQuery, ZUpdateDealerRequest } from './dealer.schema';

export const dealerContracts = defineCollectionContracts({
  path: '/api/dealers',
  tag: 'dealers',
  one: 'a dealer',
  many: 'Dealers',
  scoped: false,
  access: { read: Permission.DEALERS_MANAGE, manage: Permission.DEALERS_MANAGE },
  entity: ZDealer,
  create: ZCreateDealerRequest,
  update: ZUpdateDealerRequest,
  listQuery: ZListDealersQuery,
});

export const {
  list: listDealersContract,
  get: getDealerContract,
  create: createDealerContract,
  update: updateDealerContract,
  remove: deleteDealerContract,
} = dealerContracts;
