import { glovoCancellationWebhookContract, glovoOrderWebhookContract } from '@orderdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { glovoToCanonicalOrder } from '../../integrations/platforms/glovo/glovo-order-mapper';
import { ZGlovoCancellation, ZGlovoOrder } from '../../integrations/platforms/glovo/glovo-payloads';
import type { PlatformConnection } from '../../integrations/platforms/platform-adapter';
import { secretsMatch } from '../../integrations/platforms/shared-secret';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { findInstance } from '../platform-instances/instances.repository';
import { findConnectionByExternalId } from '../platform-instances/connections';
import { applyPlatformCancellation } from './platform-cancellation';

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw AppError.badRequest('The body is not valid JSON', 'body');
  }
}

/**
 * The store named in the body picks the connection; its `webhookToken` must equal `Authorization`
 * (compared in constant time) before anything is acted on.
 */
async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  storeId: string,
): Promise<PlatformConnection> {
  const header = request.headers.authorization;
  const connection = await findConnectionByExternalId(ctx, 'glovo', storeId);
  if (!connection) throw new AppError('NOT_FOUND', `Unknown Glovo store ${storeId}`, 'store_id');
  if (!secretsMatch(header, connection.credentials['webhookToken'])) {
    throw new AppError(
      'UNAUTHORIZED',
      'Missing or wrong Authorization token for this Glovo store',
      'authorization',
    );
  }
  if (!connection.isEnabled)
    throw new AppError('NOT_FOUND', `The Glovo store ${storeId} is not enabled here`, 'store_id');
  return connection;
}

function bodyOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/**
 * Glovo's webhooks (PLATFORMS.md §2.2): the dispatched order with its full body, and the cancellation.
 * An order is stored once per `order_id` and answered 200 only after its commit; a redelivery answers
 * 200 with `duplicate` and changes nothing.
 */
export function registerGlovoWebhooks(ctx: AppContext): void {
  ctx.app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    registerContract(scope, glovoOrderWebhookContract, async ({ raw }) => {
      const json = jsonOf(bodyOf(raw));
      const parsed = ZGlovoOrder.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw AppError.badRequest(
          `Not a Glovo order: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
          'body',
        );
      }
      const connection = await authenticate(ctx, raw, parsed.data.store_id);
      const instance = await findInstance(ctx.db.kysely, connection.id);
      if (!instance) throw new AppError('NOT_FOUND', 'The Glovo store is no longer connected', 'store_id');
      const stored = await ingestPlatformOrder(ctx, instance, glovoToCanonicalOrder(parsed.data));
      return { received: true as const, duplicate: !stored };
    });

    registerContract(scope, glovoCancellationWebhookContract, async ({ raw }) => {
      const json = jsonOf(bodyOf(raw));
      const parsed = ZGlovoCancellation.safeParse(json);
      if (!parsed.success) throw AppError.badRequest('Not a Glovo cancellation', 'body');
      const connection = await authenticate(ctx, raw, parsed.data.store_id);
      const changed = await applyPlatformCancellation(
        ctx,
        'glovo',
        connection.id,
        parsed.data.order_id,
        json as Record<string, unknown>,
      );
      return { received: true as const, duplicate: !changed };
    });
  });
}
