import { z } from 'zod';
import { defineContract } from '../api/define-contract';

export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
  migrations: z.literal('done'),
  jobWorker: z.literal('running'),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;

/**
 * Ready to take traffic: the database answers, every migration ran and the job worker polls.
 * Otherwise 503 in the error shape, one field per failing check (`database`, `migrations`, `jobWorker`).
 */
export const readyContract = defineContract({
  method: 'GET',
  path: '/api/ready',
  summary: 'Readiness: database reachable, migrations done, job worker running (503 otherwise)',
  tags: ['health'],
  access: 'public',
  response: ZReadyResponse,
});
