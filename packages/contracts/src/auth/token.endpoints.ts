// Endpoints the web's first screens call, without their schemas (api/endpoint.ts).
import { endpointOf } from '../api/endpoint';

export const tokenAccessEndpoint = endpointOf<typeof import('./token.contract').tokenAccessContract>(
  'POST',
  '/api/Token/Access',
);
export const tokenRefreshEndpoint = endpointOf<typeof import('./token.contract').tokenRefreshContract>(
  'POST',
  '/api/Token/Refresh',
);
export const tokenLogoutEndpoint = endpointOf<typeof import('./logout.contract').tokenLogoutContract>(
  'POST',
  '/api/Token/Logout',
);
