import {
  createOperatorContract,
  deleteOperatorContract,
  getOperatorContract,
  listOperatorsContract,
  updateOperatorContract,
} from '@orderdesk/contracts';
import { createCrudResource } from '../../../api/crud-resource';
import { operatorsKeys } from './operators-keys';

/** `/api/operators` (docs/product.md §7 collection pattern): fetchers, query options and hooks. */
export const operatorsResource = createCrudResource(operatorsKeys, {
  list: listOperatorsContract,
  get: getOperatorContract,
  create: createOperatorContract,
  update: updateOperatorContract,
  remove: deleteOperatorContract,
});

export const {
  useList: useOperators,
  useDetail: useOperator,
  useCreate: useCreateOperator,
  useUpdate: useUpdateOperator,
  useDelete: useDeleteOperator,
} = operatorsResource;
