import type { z } from 'zod';
import type { TRouteAccess } from '../auth/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: the server registers its route from this, the web types its call from it. */
export interface ApiContract {
  method: HttpMethod;
  /** Fastify path syntax under /api, e.g. `/api/orders/:id`. Matched case-insensitively. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: TRouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer; 200 unless said otherwise. */
  successStatus?: number;
}

export function defineContract<const C extends ApiContract>(contract: C): C {
  return contract;
}

/** Fills `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
