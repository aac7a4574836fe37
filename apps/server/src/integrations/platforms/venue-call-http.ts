import { observePlatformCall } from '../../observability/metrics';
import type { ConnectionCheck, PlatformConnection } from './platform-adapter';
import { PlatformCallError, retryAfterMsOf } from './platform-call-error';

const TIMEOUT_MS = 10_000;

/** The API base a connection is called at (`options.apiUrl`, set from the configuration by `loadConnection`). */
export function apiBase(connection: PlatformConnection, platformName: string): string {
  const url = connection.options['apiUrl'];
  if (typeof url !== 'string' || url === '') {
    throw new PlatformCallError(`${platformName} connection ${connection.id} has no API URL`, null, false);
  }
  return url.endsWith('/') ? url : `${url}/`;
}

/** A credential the call cannot be made without; its absence is not worth retrying. */
export function requiredCredential(
  connection: PlatformConnection,
  name: string,
  platformName: string,
): string {
  const value = connection.credentials[name];
  if (!value)
    throw new PlatformCallError(`${platformName} connection ${connection.id} has no ${name}`, null, false);
  return value;
}

/** One HTTP call; no answer at all is a retryable PlatformCallError. */
export async function platformFetch(
  platformName: string,
  action: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  const started = performance.now();
  // The label the orders carry (`bolt`, not `Bolt Food`), so the metrics of a platform line up.
  const platform = platformName.toLowerCase().split(' ')[0]!;
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body ?? null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Counted as failed: the platform is down or refuses our credentials or rate; another 4xx is an
    // answer about the request itself (already done, not found), which the caller judges.
    const failed = response.status >= 500 || [401, 403, 429].includes(response.status);
    observePlatformCall(platform, action, performance.now() - started, !failed);
    return response;
  } catch (error) {
    observePlatformCall(platform, action, performance.now() - started, false);
    throw new PlatformCallError(
      `${platformName} ${action} got no answer: ${(error as Error).message}`,
      null,
      true,
    );
  }
}

/**
 * Fails unless the answer is 2xx (or one of `alsoDone`, e.g. Glovo's 404 on reopening an open store).
 * The failure carries the answer's `Retry-After`, which the job that made the call waits at least.
 */
export async function expectOk(
  response: Response,
  platformName: string,
  action: string,
  alsoDone: readonly number[] = [],
): Promise<void> {
  if (response.ok || alsoDone.includes(response.status)) return;
  throw PlatformCallError.fromStatus(
    platformName,
    action,
    response.status,
    await response.text(),
    retryAfterMsOf(response.headers.get('retry-after'), response.headers.get('date')),
  );
}

/** The platform's answer to a connection check, in words a manager understands. */
export async function checkOf(
  platformName: string,
  storeId: string,
  call: () => Promise<Response>,
  okDetail: (body: unknown) => string,
): Promise<ConnectionCheck> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    // A connection missing what the call needs is said as it is; anything else is no answer.
    if (error instanceof PlatformCallError && !error.retryable) {
      return { ok: false, status: null, message: error.message };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status: null, message: `${platformName} did not answer: ${message}` };
  }
  if (response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { ok: true, detail: okDetail(body) };
  }
  const detail = (await response.text()).slice(0, 200);
  const status = response.status;
  const message =
    status === 401 || status === 403
      ? `${platformName} refused the credentials (HTTP ${status}): check the API key or token`
      : status === 404
        ? `${platformName} does not know the store "${storeId}" (HTTP 404): check the store id`
        : status === 429
          ? `${platformName} is limiting our calls (HTTP 429): try again in a minute`
          : status >= 500
            ? `${platformName} has a problem of its own (HTTP ${status}): try again later`
            : `${platformName} answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  return { ok: false, status, message };
}
