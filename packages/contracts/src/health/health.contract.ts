import { z } from 'zod';
import { defineContract } from '../api/define-contract';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});

export const healthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers (see /api/ready for its dependencies)',
  tags: ['health'],
  access: 'public',
  response: ZHealthResponse,
});
