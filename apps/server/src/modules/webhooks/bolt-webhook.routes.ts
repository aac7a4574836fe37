import { boltWebhookContract } from '@orderdesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import {
  boltOrderIdOf,
  boltToCanonicalOrder,
  boltUpdateCancels,
} from '../../integrations/platforms/bolt/bolt-order-mapper';
import { ZBoltOrder, ZBoltOrderEvent } from '../../integrations/platforms/bolt/bolt-payloads';
import type { PlatformConnection } from '../../integrations/platforms/platform-adapter';
import { secretsMatch } from '../../integrations/platforms/shared-secret';
import { OrderStatus } from '@orderdesk/contracts';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { applyPlatformStatus } from '../orders/platform-status';
import { findConnectionByExternalId } from '../platform-instances/connections';
import { findInstance } from '../platform-instances/instances.repository';

function jsonOf(request: FastifyRequest): unknown {
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw AppError.badRequest('The body is not valid JSON', 'body');
  }
}

function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The body's `provider_id` picks the connection; HTTP Basic must match its webhook user and password. */
async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  providerId: string,
): Promise<PlatformConnection> {
  const connection = await findConnectionByExternalId(ctx, 'bolt', providerId);
  if (!connection) throw new AppError('NOT_FOUND', `Unknown Bolt Food provider ${providerId}`, 'provider_id');
  const presented = basicCredentials(request.headers.authorization);
  const userOk = secretsMatch(presented?.user, connection.credentials['webhookUser']);
  const passwordOk = secretsMatch(presented?.password, connection.credentials['webhookPassword']);
  if (!userOk || !passwordOk) {
    throw new AppError(
      'UNAUTHORIZED',
      'Missing or wrong HTTP Basic credentials for this Bolt Food provider',
      'authorization',
    );
  }
  if (!connection.isEnabled)
    throw new AppError(
      'NOT_FOUND',
      `The Bolt Food provider ${providerId} is not enabled here`,
      'provider_id',
    );
  return connection;
}

function refuse(kind: string, error: { issues: { path: PropertyKey[]; message: string }[] }): never {
  const issue = error.issues[0];
  throw AppError.badRequest(
    `Not a Bolt Food ${kind}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    'body',
  );
}

/**
 * Bolt Food's webhooks (PLATFORMS.md §3): `sendNewOrder` carries the full order (stored once per order
 * id, 200 after the commit), `sendCancelOrder` rejects ours with its reason, `sendOrderUpdate` cancels
 * when its status says so and otherwise stores the order if it is new to us.
 */
export function registerBoltWebhooks(ctx: AppContext): void {
  ctx.app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    registerContract(scope, boltWebhookContract, async ({ raw, params }) => {
      const json = jsonOf(raw);
      if (params.event === 'sendNewOrder') {
        const parsed = ZBoltOrder.safeParse(json);
        if (!parsed.success) refuse('order', parsed.error);
        const connection = await authenticate(ctx, raw, parsed.data.provider_id);
        const instance = await findInstance(ctx.db.kysely, connection.id);
        if (!instance)
          throw new AppError('NOT_FOUND', 'The Bolt Food provider is no longer connected', 'provider_id');
        const stored = await ingestPlatformOrder(ctx, instance, boltToCanonicalOrder(parsed.data));
        return { received: true as const, duplicate: !stored };
      }
      const parsed = ZBoltOrderEvent.safeParse(json);
      if (!parsed.success) refuse('order event', parsed.error);
      const connection = await authenticate(ctx, raw, parsed.data.provider_id);
      const orderId = boltOrderIdOf(parsed.data);
      if (params.event === 'sendCancelOrder' || boltUpdateCancels(parsed.data.status)) {
        const reason = parsed.data.cancel_reason ?? parsed.data.reason ?? null;
        const changed = await applyPlatformStatus(
          ctx,
          { platform: 'bolt', instanceId: connection.id, platformOrderId: orderId },
          parsed.data.status ?? 'cancelled',
          OrderStatus.REJECTED,
          `Cancelled by Bolt Food${reason ? `: ${reason}` : ''}`,
        );
        return { received: true as const, duplicate: !changed };
      }
      // An update that carries a whole order we have not seen is taken in like a new order.
      const full = ZBoltOrder.safeParse(json);
      const instance = full.success ? await findInstance(ctx.db.kysely, connection.id) : undefined;
      const stored =
        instance && full.success
          ? await ingestPlatformOrder(ctx, instance, boltToCanonicalOrder(full.data))
          : false;
      return { received: true as const, duplicate: !stored };
    });
  });
}
