import { woltSignature } from './wolt-signature';
import type { WoltNotificationStatus, WoltOrderNotification } from './wolt-types';

export interface WebhookAttempt {
  notificationId: string;
  orderId: string;
  status: WoltNotificationStatus;
  /** 1 for the first try, 2.. for retries. */
  attempt: number;
  /** The HTTP status our webhook answered, or null when the request itself failed. */
  httpStatus: number | null;
  error?: string;
  at: string;
}

export interface WebhookDelivery {
  notificationId: string;
  delivered: boolean;
  attempts: number;
  lastHttpStatus: number | null;
}

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** Retries after the first attempt. */
  maxRetries: number;
  retryIntervalMs: number;
  timeoutMs: number;
  /** Aborted when the simulator closes: pending retries stop. */
  signal: AbortSignal;
  onAttempt(attempt: WebhookAttempt): void;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Delivers one notification like Wolt: POST the JSON, sign the exact bytes sent, and retry until the answer
 * is HTTP 200 (anything else, a timeout or a refused connection counts as a failure). Never rejects.
 */
export async function deliverNotification(
  notification: WoltOrderNotification,
  options: WebhookSenderOptions,
): Promise<WebhookDelivery> {
  const rawBody = Buffer.from(JSON.stringify(notification), 'utf8');
  const signature = woltSignature(rawBody, options.secret);
  let lastHttpStatus: number | null = null;
  let attempt = 0;

  while (attempt <= options.maxRetries && !options.signal.aborted) {
    if (attempt > 0) await pause(options.retryIntervalMs, options.signal);
    if (options.signal.aborted) break;
    attempt += 1;
    let error: string | undefined;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'WOLT-SIGNATURE': signature },
        body: rawBody,
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      lastHttpStatus = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (err) {
      lastHttpStatus = null;
      error =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    options.onAttempt({
      notificationId: notification.id,
      orderId: notification.order.id,
      status: notification.order.status,
      attempt,
      httpStatus: lastHttpStatus,
      ...(error ? { error } : {}),
      at: new Date().toISOString(),
    });
    if (lastHttpStatus === 200) {
      return { notificationId: notification.id, delivered: true, attempts: attempt, lastHttpStatus };
    }
  }
  return { notificationId: notification.id, delivered: false, attempts: attempt, lastHttpStatus };
}
