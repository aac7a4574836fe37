import { defineContract } from '../../api/define-contract';
import { ZPaged } from '../../api/list-query';
import { Permission } from '../../auth/permissions';
import { ZListOperatorsQuery, ZOperator } from './operator.schema';

export const listOperatorsContract = defineContract({
  method: 'GET',
  path: '/api/operators',
  summary: "Operators in the caller's scope, searched and paged",
  tags: ['operators'],
  access: Permission.OPERATORS_MANAGE,
  query: ZListOperatorsQuery,
  response: ZPaged(ZOperator),
});
