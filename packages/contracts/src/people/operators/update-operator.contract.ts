import { defineContract } from '../../api/define-contract';
import { Permission } from '../../auth/permissions';
import { ZUpdateOperatorRequest, ZOperator } from './operator.schema';

/** The id travels in the body (docs/product.md §7: `PUT /operators`). */
export const updateOperatorContract = defineContract({
  method: 'PUT',
  path: '/api/operators',
  summary: 'Change an operator',
  tags: ['operators'],
  access: Permission.OPERATORS_MANAGE,
  body: ZUpdateOperatorRequest,
  response: ZOperator,
});
