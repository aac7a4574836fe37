import {
  boltWebhookContract,
  fudyWebhookContract,
  glovoCancellationWebhookContract,
  glovoOrderWebhookContract,
  woltWebhookContract,
} from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebhooksDeps } from './webhooks-deps';
import { registerContract } from '../../http/register-contract';
import { receivePlatformCall } from './platform-webhook';

/**
 * The platforms' webhooks (docs/platforms.md §1–§4). Bodies are taken as raw bytes,
 * whatever their content type, so each adapter checks signatures on exactly what was sent.
 */
export function registerPlatformWebhooks(app: FastifyInstance, ctx: WebhooksDeps): void {
  app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    registerContract(scope, woltWebhookContract, ({ raw }) => receivePlatformCall(ctx, 'wolt', raw));
    registerContract(scope, glovoOrderWebhookContract, ({ raw }) =>
      receivePlatformCall(ctx, 'glovo', raw, { webhook: 'orders' }),
    );
    registerContract(scope, glovoCancellationWebhookContract, ({ raw }) =>
      receivePlatformCall(ctx, 'glovo', raw, { webhook: 'cancellations' }),
    );
    registerContract(scope, boltWebhookContract, ({ raw, params }) =>
      receivePlatformCall(ctx, 'bolt', raw, { event: params.event }),
    );
    registerContract(scope, fudyWebhookContract, ({ raw }) => receivePlatformCall(ctx, 'fudy', raw));
  });
}
