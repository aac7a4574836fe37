import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZLanguageEntry } from './languages';

export const listLanguagesContract = defineContract({
  method: 'GET',
  path: '/api/Languages',
  summary: 'Languages the product ships',
  tags: ['catalog'],
  access: Permission.CATALOG_READ,
  response: z.array(ZLanguageEntry),
});
