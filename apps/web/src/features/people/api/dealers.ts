import {
  createDealerContract,
  deleteDealerContract,
  getDealerContract,
  listDealersContract,
  updateDealerContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { dealersKeys } from './dealers-keys';

/** `/api/dealers` (docs/product.md §7 collection pattern): fetchers, query options and hooks. */
export const dealersResource = createCrudResource(dealersKeys, {
  list: listDealersContract,
  get: getDealerContract,
  create: createDealerContract,
  update: updateDealerContract,
  remove: deleteDealerContract,
});

export const {
  useList: useDealers,
  useDetail: useDealer,
  useCreate: useCreateDealer,
  useUpdate: useUpdateDealer,
  useDelete: useDeleteDealer,
} = dealersResource;
