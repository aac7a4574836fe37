import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZDeliveryMethod } from './delivery-methods';

export const listDeliveryMethodsContract = defineContract({
  method: 'GET',
  path: '/api/delivery-methods',
  summary: 'Ways an order reaches the customer',
  tags: ['catalog'],
  access: Permission.CATALOG_READ,
  response: z.array(ZDeliveryMethod),
});
