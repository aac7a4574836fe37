import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZCheckRkRequest, ZCheckRkResult } from './rkeeper-settings';

/** `checkRk`: asks the venue's r_keeper cash server for GetSystemInfo and says what it answered. */
export const checkRkContract = defineContract({
  method: 'PATCH',
  path: '/api/venues/check-rk',
  summary: "Check the venue's r_keeper cash server (GetSystemInfo)",
  tags: ['venues'],
  access: Permission.VENUES_OPERATE,
  body: ZCheckRkRequest,
  response: ZCheckRkResult,
});
