import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZCreateOperatorRequest, ZOperator } from './operator.schema';

export const createOperatorContract = defineContract({
  method: 'POST',
  path: '/api/operators',
  summary: 'Create an operator',
  tags: ['operators'],
  access: Permission.OPERATORS_MANAGE,
  body: ZCreateOperatorRequest,
  response: ZOperator,
  successStatus: 201,
});
