import type { z } from 'zod';
import {
  buildPath,
  tokenAccessEndpoint,
  tokenLogoutEndpoint,
  tokenRefreshEndpoint,
  type ApiContract,
  type ApiEndpoint,
  type HttpMethod,
  type TErrorResponse,
  type TTokenResponse,
} from '@orderdesk/contracts';
import { appBaseUrl } from '../lib/app-base';
import { CHECK_ANSWERS, loadAnswerSchemas } from './answer-check';
import { clearTokens, readAccessToken, readRefreshToken, storeTokens } from '../lib/session-storage';
import { ApiError, isSessionRefusal } from './api-error';
import { notifyApiError } from './error-toasts';

type QueryScalar = string | number | boolean;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

export interface RequestOptions {
  method: HttpMethod;
  /** A contract path such as `/api/orders`; resolved against the app's `api/` base. */
  path: string;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 is returned as is instead of refreshing the session (sign-in and refresh calls). */
  skipRefresh?: boolean;
  /** No toasts for this call. */
  silent?: boolean;
  /**
   * The calling form shows a 400's errors itself (on its fields, the rest as one toast), so the
   * client does not toast them too. 403 and 500 are still toasted here.
   */
  formErrors?: boolean;
}

export interface SessionEvents {
  /** The session could not be refreshed: tokens are already cleared. */
  onExpired?: () => void;
  /** A refresh succeeded: new tokens are stored; the answer carries the fresh profile. */
  onRefreshed?: (response: TTokenResponse) => void;
}

let sessionEvents: SessionEvents = {};

export function setSessionEvents(events: SessionEvents): () => void {
  sessionEvents = events;
  return () => {
    if (sessionEvents === events) sessionEvents = {};
  };
}

/** `api/` under the app's base, so the app works under any mount path (docs/product.md §7). */
export function apiUrl(path: string, query: QueryParams = {}): string {
  const base = new URL('api/', appBaseUrl());
  const url = new URL(path.replace(/^\/?api\//i, '').replace(/^\//, ''), base);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

async function fetchOnce(options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // JSON goes with every body; a call without one (GET, DELETE) names no content type, since a
  // JSON content type with an empty body is refused as malformed.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(apiUrl(options.path, options.query), {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError('aborted', 'Request cancelled');
    console.error(`Network error on ${options.method} ${options.path}`, cause);
    throw new ApiError('network', 'No response from the server');
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

let refreshInFlight: Promise<TTokenResponse> | null = null;

/**
 * Exchanges a refresh token (the stored one unless given) for new tokens and stores them.
 * Concurrent callers share one call, because the server spends a refresh token on first use.
 */
export function refreshSession(refreshToken: string | null = readRefreshToken()): Promise<TTokenResponse> {
  if (refreshInFlight) return refreshInFlight;
  if (!refreshToken) return Promise.reject(new ApiError('http', 'No refresh token', 401));
  refreshInFlight = send(
    {
      method: tokenRefreshEndpoint.method,
      path: tokenRefreshEndpoint.path,
      body: { refreshToken },
      skipRefresh: true,
      silent: true,
    },
    true,
  )
    .then(async (data) => {
      let tokens = data as TTokenResponse;
      if (CHECK_ANSWERS) {
        const { ZTokenResponse } = await loadAnswerSchemas();
        const parsed = ZTokenResponse.safeParse(data);
        if (!parsed.success) throw new ApiError('invalid-response', 'Unexpected refresh answer');
        tokens = parsed.data;
      }
      storeTokens(tokens);
      sessionEvents.onRefreshed?.(tokens);
      return tokens;
    })
    .catch((error: unknown) => {
      // Only the server's refusal spends the session; a refresh lost to the network (or to a reload
      // of the page) keeps the stored tokens for the next try.
      if (isSessionRefusal(error)) clearTokens();
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Refreshes after a 401. Rejects with the refresh's own error when it got no verdict from the server. */
async function recoverFromUnauthorized(): Promise<boolean> {
  try {
    await refreshSession();
    return true;
  } catch (error) {
    if (!isSessionRefusal(error)) throw error;
    // Spec §8: a refused refresh clears the tokens silently and signs the user out.
    sessionEvents.onExpired?.();
    return false;
  }
}

/** The field errors of an error answer in the spec's error shape; none when it has another shape. */
async function errorsOf(payload: unknown): Promise<TErrorResponse['errors']> {
  if (CHECK_ANSWERS) {
    const { ZErrorResponse } = await loadAnswerSchemas();
    const parsed = ZErrorResponse.safeParse(payload);
    return parsed.success ? parsed.data.errors : {};
  }
  const errors = (payload as { errors?: unknown } | null | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const valid = Object.values(errors).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
  return valid ? (errors as TErrorResponse['errors']) : {};
}

async function send(options: RequestOptions, retried: boolean): Promise<unknown> {
  const usedToken = readAccessToken();
  const response = await fetchOnce(options, usedToken);
  const payload = await readBody(response);
  if (response.ok) return payload;

  const error = new ApiError(
    'http',
    `${options.method} ${options.path} failed with status ${response.status}`,
    response.status,
    await errorsOf(payload),
  );
  if (response.status === 401 && !options.skipRefresh && !retried) {
    // Another call may have refreshed while this one was under way: then only retry.
    const current = readAccessToken();
    if (current && current !== usedToken) return send(options, true);
    if (await recoverFromUnauthorized()) return send(options, true);
    throw error;
  }
  if (!options.silent) notifyApiError(error, { formErrors: options.formErrors });
  throw error;
}

/** One call to the API with the spec's refresh-and-retry and error catalogue. */
export function request(options: RequestOptions): Promise<unknown> {
  return send(options, false);
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

export interface ContractCall<C extends ApiContract> {
  params?: C['params'] extends z.ZodType ? { [K in keyof InputOf<C['params']>]: string | number } : never;
  query?: QueryParams;
  body?: InputOf<C['body']>;
  signal?: AbortSignal;
  /** See RequestOptions.formErrors. */
  formErrors?: boolean;
  /** No toasts for this call. */
  silent?: boolean;
}

/** Calls whose 401 is an answer, not an expired session: they never trigger a refresh. */
const AUTH_PATHS = [tokenAccessEndpoint.path, tokenRefreshEndpoint.path, tokenLogoutEndpoint.path].map((p) =>
  p.toLowerCase(),
);

/**
 * Calls an endpoint described by a contract, or by its endpoint without schemas (the first screens
 * use those); in development and tests it also parses the answer with the contract's response schema
 * (answer-check.ts), so a server that strays from it fails loudly.
 */
export async function callContract<C extends ApiContract>(
  contract: C | ApiEndpoint<C>,
  call: ContractCall<C> = {},
): Promise<z.output<C['response']>> {
  const data = await request({
    method: contract.method,
    path: buildPath(contract.path, call.params as Record<string, string | number> | undefined),
    query: call.query,
    body: call.body,
    signal: call.signal,
    formErrors: call.formErrors,
    silent: call.silent,
    skipRefresh: AUTH_PATHS.includes(contract.path.toLowerCase()),
  });
  if (!CHECK_ANSWERS) return data as z.output<C['response']>;
  const { responseSchemaOf } = await loadAnswerSchemas();
  const parsed = responseSchemaOf(contract).safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${contract.method} ${contract.path}`, parsed.error);
    throw new ApiError('invalid-response', 'Unexpected answer from the server');
  }
  return parsed.data as z.output<C['response']>;
}
