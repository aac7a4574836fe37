import type { ApiContract } from './define-contract';

/**
 * The method and path of a contract's endpoint, without its schemas: what a client needs to make the
 * call. Its type carries the whole contract (`C`), so the call is typed as the contract says while
 * the module that holds the endpoint imports no zod (the web's first screens load no schema).
 * endpoints.test.ts checks each endpoint against its contract.
 */
export interface ApiEndpoint<C extends ApiContract = ApiContract> {
  readonly method: C['method'];
  readonly path: C['path'];
  /** Never set: names the contract for the type checker only. */
  readonly contract?: C;
}

export function endpointOf<C extends ApiContract>(method: C['method'], path: C['path']): ApiEndpoint<C> {
  return { method, path };
}
