import { PlatformCallError } from '../platform-call-error';
import { ZWoltOrder, type TWoltOrder } from './wolt-payloads';

export interface WoltCredentials {
  apiUrl: string;
  /** Legacy per-venue `WOLT-API-KEY`. */
  apiKey: string;
}

const TIMEOUT_MS = 10_000;

async function call(creds: WoltCredentials, method: string, path: string, action: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(new URL(path, creds.apiUrl), {
      method,
      headers: {
        'WOLT-API-KEY': creds.apiKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformCallError(`Wolt ${action} got no answer: ${(error as Error).message}`, null, true);
  }
  return response;
}

export async function fetchWoltOrder(creds: WoltCredentials, woltOrderId: string): Promise<TWoltOrder> {
  const response = await call(creds, 'GET', `/v2/orders/${encodeURIComponent(woltOrderId)}`, 'order fetch');
  if (!response.ok) {
    throw PlatformCallError.fromStatus('Wolt', 'order fetch', response.status, await response.text());
  }
  const parsed = ZWoltOrder.safeParse(await response.json());
  if (!parsed.success) {
    throw new PlatformCallError(
      `Wolt order ${woltOrderId} is not readable: ${parsed.error.message}`,
      null,
      false,
    );
  }
  return parsed.data;
}

/** Accept with the time the order will be ready; a 409 means Wolt already has it accepted. */
export async function acceptWoltOrder(
  creds: WoltCredentials,
  woltOrderId: string,
  adjustedPickupTime: Date,
): Promise<void> {
  const response = await call(creds, 'PUT', `/orders/${encodeURIComponent(woltOrderId)}/accept`, 'accept', {
    adjusted_pickup_time: adjustedPickupTime.toISOString(),
  });
  if (response.ok || response.status === 409) return;
  throw PlatformCallError.fromStatus('Wolt', 'accept', response.status, await response.text());
}
