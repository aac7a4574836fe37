// Loaded on demand by answer-check.ts, in development and tests only.
import * as contracts from '@orderdesk/contracts';
import type { ApiContract, ApiEndpoint } from '@orderdesk/contracts';
import type { z } from 'zod';

export { ZErrorResponse, ZTokenResponse } from '@orderdesk/contracts';

const allContracts = (Object.values(contracts) as unknown[]).filter(
  (value): value is ApiContract =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value,
);

/** The response schema of a contract, or of the contract an endpoint without schemas belongs to. */
export function responseSchemaOf(endpoint: ApiContract | ApiEndpoint): z.ZodType {
  if ('response' in endpoint) return endpoint.response;
  const contract = allContracts.find((c) => c.method === endpoint.method && c.path === endpoint.path);
  if (!contract) throw new Error(`No contract for ${endpoint.method} ${endpoint.path}`);
  return contract.response;
}
