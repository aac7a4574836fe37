import { defineContract } from '../../api/define-contract';
import { ZIdParams } from '../../api/entity-id';
import { Permission } from '../../auth/permissions';
import { ZOperator } from './operator.schema';

export const getOperatorContract = defineContract({
  method: 'GET',
  path: '/api/operators/:id',
  summary: 'One operator',
  tags: ['operators'],
  access: Permission.OPERATORS_MANAGE,
  params: ZIdParams,
  response: ZOperator,
});
