import { fudyWebhookContract } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { fudyToCanonicalOrder } from '../../integrations/platforms/fudy/fudy-order-mapper';
import { ZFudyEvent } from '../../integrations/platforms/fudy/fudy-payloads';
import {
  FUDY_SIGNATURE_HEADER,
  isValidFudySignature,
} from '../../integrations/platforms/fudy/fudy-signature';
import { OrderStatus } from '@orderdesk/contracts';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { applyPlatformStatus } from '../orders/platform-status';
import { findConnectionByExternalId } from '../platform-instances/connections';
import { findInstance } from '../platform-instances/instances.repository';

/**
 * Fudy's webhook under our connector contract (README "Fudy"): the body's `restaurant_id` picks the
 * connection whose `webhookSecret` must sign the raw body. `order.created` stores the order once per
 * order id, answered 200 after the commit; `order.cancelled` rejects it with its reason.
 */
export function registerFudyWebhook(ctx: AppContext): void {
  ctx.app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    registerContract(scope, fudyWebhookContract, async ({ raw }) => {
      const body = Buffer.isBuffer(raw.body) ? raw.body : Buffer.alloc(0);
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        throw AppError.badRequest('The body is not valid JSON', 'body');
      }
      const parsed = ZFudyEvent.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw AppError.badRequest(
          `Not a Fudy event: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
          'body',
        );
      }
      const event = parsed.data;
      const connection = await findConnectionByExternalId(ctx, 'fudy', event.restaurant_id);
      if (!connection)
        throw new AppError('NOT_FOUND', `Unknown Fudy restaurant ${event.restaurant_id}`, 'restaurant_id');
      const header = raw.headers[FUDY_SIGNATURE_HEADER];
      const secret = connection.credentials['webhookSecret'];
      if (!secret || !isValidFudySignature(body, Array.isArray(header) ? header[0] : header, secret)) {
        throw new AppError('UNAUTHORIZED', 'Missing or invalid X-Fudy-Signature', 'signature');
      }
      if (!connection.isEnabled)
        throw new AppError(
          'NOT_FOUND',
          `The Fudy restaurant ${event.restaurant_id} is not enabled here`,
          'restaurant_id',
        );

      if (event.event === 'order.cancelled') {
        const changed = await applyPlatformStatus(
          ctx,
          { platform: 'fudy', instanceId: connection.id, platformOrderId: event.order_id },
          'order.cancelled',
          OrderStatus.REJECTED,
          `Cancelled by Fudy${event.reason ? `: ${event.reason}` : ''}`,
        );
        return { received: true as const, duplicate: !changed };
      }
      const instance = await findInstance(ctx.db.kysely, connection.id);
      if (!instance)
        throw new AppError('NOT_FOUND', 'The Fudy restaurant is no longer connected', 'restaurant_id');
      const stored = await ingestPlatformOrder(ctx, instance, fudyToCanonicalOrder(event.order));
      return { received: true as const, duplicate: !stored };
    });
  });
}
