import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZCheckConnectionRequest, ZCheckConnectionResult } from './venue-status.schema';

/** A real, harmless call to the platform with the connection's credentials. */
export const checkConnectionContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/check-connection',
  summary: "Check a platform connection's credentials with a harmless call",
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  body: ZCheckConnectionRequest,
  response: ZCheckConnectionResult,
});
