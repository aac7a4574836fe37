import { defineCollectionContracts } from '../../api/collection-contracts';
import { Permission } from '../../auth/permissions';
import {
  ZOperator,
  ZCreateOperatorRequest,
  ZListOperatorsQuery,
  ZUpdateOperatorRequest,
} from './operator.schema';

export const operatorContracts = defineCollectionContracts({
  path: '/api/operators',
  tag: 'operators',
  one: 'an operator',
  many: 'Operators',
  scoped: true,
  access: { read: Permission.OPERATORS_MANAGE, manage: Permission.OPERATORS_MANAGE },
  entity: ZOperator,
  create: ZCreateOperatorRequest,
  update: ZUpdateOperatorRequest,
  listQuery: ZListOperatorsQuery,
});

export const {
  list: listOperatorsContract,
  get: getOperatorContract,
  create: createOperatorContract,
  update: updateOperatorContract,
  remove: deleteOperatorContract,
} = operatorContracts;
