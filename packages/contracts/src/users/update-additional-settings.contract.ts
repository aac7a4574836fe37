import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZAdditionalUserSettings } from './additional-settings';

export const updateAdditionalSettingsContract = defineContract({
  method: 'PUT',
  path: '/api/users/AdditionalSettings',
  summary: "Save the signed-in user's additional settings (font size, order sort direction)",
  tags: ['users'],
  access: Permission.PROFILE_UPDATE,
  body: ZAdditionalUserSettings,
  response: ZAdditionalUserSettings,
});
