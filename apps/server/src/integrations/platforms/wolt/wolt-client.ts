import { request } from 'undici';
import { observePlatformCall } from '../../../observability/metrics';
import { PlatformCallError, retryAfterMsOf } from '../platform-call-error';
import { ZWoltOrder, type TWoltOrder } from './wolt-payloads';

export interface WoltCredentials {
  apiUrl: string;
  /** Legacy per-venue `WOLT-API-KEY`; without it, the OAuth `accessToken` is sent as a bearer token. */
  apiKey?: string | undefined;
  accessToken?: string | undefined;
}

function authHeader(creds: WoltCredentials): Record<string, string> {
  if (creds.apiKey) return { 'WOLT-API-KEY': creds.apiKey };
  if (creds.accessToken) return { authorization: `Bearer ${creds.accessToken}` };
  throw new PlatformCallError('The Wolt connection has no API key and no OAuth access token', null, false);
}

const TIMEOUT_MS = 10_000;

interface WoltAnswer {
  status: number;
  ok: boolean;
  text: string;
  /** The answer's `Retry-After`, in milliseconds. */
  retryAfterMs: number | undefined;
}

/**
 * One call, its answer read whole. Through undici's `request` rather than `fetch`: the same client
 * without the WHATWG layers, which cost more than the call itself when orders come by the hundred.
 */
async function call(
  creds: WoltCredentials,
  method: 'GET' | 'PUT',
  path: string,
  action: string,
  body?: unknown,
): Promise<WoltAnswer> {
  const started = performance.now();
  let answer: WoltAnswer;
  try {
    const response = await request(new URL(path, creds.apiUrl), {
      method,
      headers: {
        ...authHeader(creds),
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    const status = response.statusCode;
    answer = {
      status,
      ok: status >= 200 && status < 300,
      text: await response.body.text(),
      retryAfterMs: retryAfterMsOf(response.headers['retry-after'], response.headers['date']),
    };
  } catch (error) {
    observePlatformCall('wolt', action, performance.now() - started, false);
    throw new PlatformCallError(`Wolt ${action} got no answer: ${(error as Error).message}`, null, true);
  }
  // A 409 on an order action means Wolt already has it in that state: done, not failed.
  observePlatformCall('wolt', action, performance.now() - started, answer.ok || answer.status === 409);
  return answer;
}

export async function fetchWoltOrder(creds: WoltCredentials, woltOrderId: string): Promise<TWoltOrder> {
  const response = await call(creds, 'GET', `/v2/orders/${encodeURIComponent(woltOrderId)}`, 'order fetch');
  if (!response.ok) {
    throw PlatformCallError.fromStatus(
      'Wolt',
      'order fetch',
      response.status,
      response.text,
      response.retryAfterMs,
    );
  }
  const json: unknown = JSON.parse(response.text);
  const parsed = ZWoltOrder.safeParse(json);
  if (!parsed.success) throw new UnreadableWoltOrder(woltOrderId, json, parsed.error.issues);
  return parsed.data;
}

/** Wolt served an order we cannot read as OrderV2; its body is kept so the order can still be shown. */
export class UnreadableWoltOrder extends PlatformCallError {
  constructor(
    readonly woltOrderId: string,
    readonly body: unknown,
    readonly issues: readonly { path: PropertyKey[]; message: string }[],
  ) {
    super(`Wolt order ${woltOrderId} is not readable`, null, false);
  }
}

/** The order actions we send to Wolt: `PUT /orders/{id}/{action}`. */
export type WoltOrderAction =
  'accept' | 'self-delivery/accept' | 'ready' | 'pickup-completed' | 'reject' | 'confirm-preorder';

/** Wolt's reject codes; GENERIC is the one that fits a reason typed by the operator. */
export type WoltRejectCode = 'GENERIC' | 'ITEMS_UNAVAILABLE' | 'VENUE_CLOSING_SOON';

const WOLT_REJECT_CODES: readonly string[] = ['GENERIC', 'ITEMS_UNAVAILABLE', 'VENUE_CLOSING_SOON'];

/** The operator's chosen code when it is one of Wolt's, else GENERIC (a reason typed as text). */
export function woltRejectCode(code: string | undefined): WoltRejectCode {
  return code !== undefined && WOLT_REJECT_CODES.includes(code) ? (code as WoltRejectCode) : 'GENERIC';
}

/**
 * One order action. A 409 means Wolt's order is already past the step (accepted, ready,
 * picked up or rejected), so it counts as done.
 */
export async function putWoltOrderAction(
  creds: WoltCredentials,
  woltOrderId: string,
  action: WoltOrderAction,
  body?: unknown,
): Promise<void> {
  const path = `/orders/${encodeURIComponent(woltOrderId)}/${action}`;
  const response = await call(creds, 'PUT', path, action, body);
  if (response.ok || response.status === 409) return;
  throw PlatformCallError.fromStatus('Wolt', action, response.status, response.text, response.retryAfterMs);
}

/**
 * Accept with the time the order will be ready (`adjusted_pickup_time`); a 409 means Wolt already has
 * it accepted. An order the venue delivers itself is accepted through `/self-delivery/accept`, whose
 * only (optional) field is the time of delivery to the customer, which the kitchen does not set: it
 * goes without a body.
 */
export function acceptWoltOrder(
  creds: WoltCredentials,
  woltOrderId: string,
  adjustedPickupTime: Date,
  selfDelivery = false,
): Promise<void> {
  if (selfDelivery) return putWoltOrderAction(creds, woltOrderId, 'self-delivery/accept');
  return putWoltOrderAction(creds, woltOrderId, 'accept', {
    adjusted_pickup_time: adjustedPickupTime.toISOString(),
  });
}

/** Whether Wolt's order is one the venue delivers itself (`delivery.self_delivery`). */
export function isWoltSelfDelivery(payload: Record<string, unknown>): boolean {
  const delivery = payload['delivery'] as { self_delivery?: unknown } | null | undefined;
  return delivery?.self_delivery === true;
}

/** The food is ready for the courier or the customer. */
export function readyWoltOrder(creds: WoltCredentials, woltOrderId: string): Promise<void> {
  return putWoltOrderAction(creds, woltOrderId, 'ready');
}

/** The customer collected a takeaway order. */
export function pickupCompletedWoltOrder(creds: WoltCredentials, woltOrderId: string): Promise<void> {
  return putWoltOrderAction(creds, woltOrderId, 'pickup-completed');
}

export function rejectWoltOrder(
  creds: WoltCredentials,
  woltOrderId: string,
  reason: string,
  code: WoltRejectCode = 'GENERIC',
): Promise<void> {
  return putWoltOrderAction(creds, woltOrderId, 'reject', { reason, code });
}

/** Confirms a pre-order when it arrives; Wolt accepts it itself nearer the time (docs/platforms.md §1.4). */
export function confirmWoltPreorder(creds: WoltCredentials, woltOrderId: string): Promise<void> {
  return putWoltOrderAction(creds, woltOrderId, 'confirm-preorder');
}
