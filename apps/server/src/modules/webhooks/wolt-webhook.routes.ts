import { woltWebhookContract } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { ZWoltNotification } from '../../integrations/platforms/wolt/wolt-payloads';
import {
  isValidWoltSignature,
  WOLT_SIGNATURE_HEADER,
} from '../../integrations/platforms/wolt/wolt-signature';
import { findConnectionByExternalId } from '../platform-instances/connections';
import { recordNotification } from './record-notification';
import { WOLT_NOTIFICATION_JOB, type WoltNotificationPayload } from './wolt-notification.job';

function parseJsonOrUndefined(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The notification's `venue_id` names the connection whose `webhookSecret` signs it (the server's
 * `WOLT_WEBHOOK_SECRET` for a connection without one). Verify the signature on the raw bytes, then record the notification and its job in one
 * transaction and only then answer 200: an acknowledged notification is never lost, and a
 * redelivered one is recognised by its id.
 */
export function registerWoltWebhook(ctx: AppContext): void {
  ctx.app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    registerContract(scope, woltWebhookContract, async ({ raw }) => {
      const body = Buffer.isBuffer(raw.body) ? raw.body : Buffer.alloc(0);
      const header = raw.headers[WOLT_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      // Nothing is acted on before the signature is verified; the venue id only picks the secret.
      const json = parseJsonOrUndefined(body);
      const parsed = ZWoltNotification.safeParse(json);
      const connection = parsed.success
        ? await findConnectionByExternalId(ctx, 'wolt', parsed.data.order.venue_id)
        : undefined;
      const secret = connection?.credentials['webhookSecret'] ?? ctx.config.WOLT_WEBHOOK_SECRET;
      if (!secret) throw AppError.unauthorized('Wolt webhooks are not configured on this server');
      if (!isValidWoltSignature(body, signature, secret)) {
        throw new AppError('UNAUTHORIZED', 'Missing or invalid WOLT-SIGNATURE', 'signature');
      }
      if (json === undefined) throw AppError.badRequest('The body is not valid JSON', 'body');
      if (!parsed.success) throw AppError.badRequest('Not a Wolt order notification', 'body');
      const notification = parsed.data;
      if (!connection?.isEnabled)
        throw new AppError('NOT_FOUND', `Unknown Wolt venue ${notification.order.venue_id}`, 'venue_id');
      const instance = connection;

      const payload: WoltNotificationPayload = {
        instanceId: instance.id,
        woltOrderId: notification.order.id,
        status: notification.order.status,
      };
      const duplicate = !(await recordNotification(
        ctx,
        { platform: 'wolt', id: notification.id },
        { type: WOLT_NOTIFICATION_JOB, payload },
      ));
      if (!duplicate) ctx.worker.nudge();
      return { received: true as const, duplicate };
    });
  });
}
