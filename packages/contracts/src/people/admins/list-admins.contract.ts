import { defineContract } from '../../api/define-contract';
import { ZPaged } from '../../api/list-query';
import { Permission } from '../../auth/permissions';
import { ZListAdminsQuery, ZAdmin } from './admin.schema';

export const listAdminsContract = defineContract({
  method: 'GET',
  path: '/api/admins',
  summary: 'Administrators, searched and paged',
  tags: ['admins'],
  access: Permission.ADMINS_MANAGE,
  query: ZListAdminsQuery,
  response: ZPaged(ZAdmin),
});
