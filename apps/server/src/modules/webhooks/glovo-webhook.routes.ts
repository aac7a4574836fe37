import { timingSafeEqual } from 'node:crypto';
import {
  glovoCancellationWebhookContract,
  glovoOrderWebhookContract,
  OrderStatus,
} from '@orderdesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { registerContract } from '../../http/register-contract';
import { glovoToCanonicalOrder } from '../../integrations/platforms/glovo/glovo-order-mapper';
import { ZGlovoCancellation, ZGlovoOrder } from '../../integrations/platforms/glovo/glovo-payloads';
import type { PlatformConnection } from '../../integrations/platforms/platform-adapter';
import { ingestPlatformOrder } from '../orders/ingest-order';
import { applyPlatformStatus } from '../orders/platform-status';
import { findConnectionByExternalId } from '../platform-instances/connections';
import { findInstance } from '../platform-instances/instances.repository';

function sameToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The connection a Glovo call is for, by its `store_id`, once its `Authorization` matches that
 * connection's webhook token (constant-time). Glovo signs nothing: the shared token is the proof
 * (PLATFORMS.md §2.1). An unknown store and a wrong token get the same 401, so store ids cannot be probed.
 */
async function authorisedConnection(
  ctx: AppContext,
  request: FastifyRequest,
  storeId: string | undefined,
): Promise<PlatformConnection> {
  const header = request.headers.authorization;
  const given = Array.isArray(header) ? header[0] : header;
  const connection = storeId ? await findConnectionByExternalId(ctx, 'glovo', storeId) : undefined;
  if (!sameToken(given, connection?.credentials['webhookToken'])) {
    throw new AppError(
      'UNAUTHORIZED',
      'Missing or wrong Authorization token for this Glovo store',
      'authorization',
    );
  }
  if (!connection?.isEnabled)
    throw new AppError('NOT_FOUND', `Glovo store ${storeId} is not enabled here`, 'store_id');
  return connection;
}

function storeIdOf(body: unknown): string | undefined {
  const value = (body as { store_id?: unknown } | null)?.store_id;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Glovo POSTs the whole dispatched order and, separately, cancellations (PLATFORMS.md §2.2). An order is
 * stored once per `order_id` and answered 200 only after the commit; a cancellation moves the order to
 * REJECTED with Glovo's reason on it.
 */
export function registerGlovoWebhooks(ctx: AppContext): void {
  registerContract(ctx.app, glovoOrderWebhookContract, async ({ raw }) => {
    const connection = await authorisedConnection(ctx, raw, storeIdOf(raw.body));
    const parsed = ZGlovoOrder.safeParse(raw.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw AppError.badRequest(
        `Not a Glovo order: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        'body',
      );
    }
    const instance = await findInstance(ctx.db.kysely, connection.id);
    if (!instance) throw new AppError('NOT_FOUND', 'Glovo store not found', 'store_id');
    const stored = await ingestPlatformOrder(ctx, instance, glovoToCanonicalOrder(parsed.data));
    if (stored) ctx.worker.nudge();
    return { received: true as const, duplicate: !stored };
  });

  registerContract(ctx.app, glovoCancellationWebhookContract, async ({ raw }) => {
    const connection = await authorisedConnection(ctx, raw, storeIdOf(raw.body));
    const parsed = ZGlovoCancellation.safeParse(raw.body);
    if (!parsed.success) throw AppError.badRequest('Not a Glovo cancellation', 'body');
    const { order_id: orderId, cancel_reason: reason } = parsed.data;
    const changed = await applyPlatformStatus(
      ctx,
      { platform: 'glovo', instanceId: connection.id, platformOrderId: orderId },
      `CANCELLED ${reason}`,
      OrderStatus.REJECTED,
      `Cancelled by Glovo: ${reason}`,
    );
    return { received: true as const, duplicate: !changed };
  });
}
