import type { FastifyInstance } from 'fastify';
import { tokenAccessContract, tokenLogoutContract, tokenRefreshContract } from '@orderdesk/contracts';
import type { AuthDeps } from './auth-deps';
import { registerContract } from '../../http/register-contract';
import { logout, refresh, signIn } from './auth.service';
import { createFailureWindow } from './failure-window';

/** How often ended sign-in failure windows are removed. */
const FAILURE_CLEAN_UP_MS = 10 * 60_000;

export function registerAuthRoutes(app: FastifyInstance, ctx: AuthDeps): void {
  const ipFailures = createFailureWindow({
    db: ctx.db.kysely,
    clock: ctx.clock,
    scope: 'address',
    maxFailures: ctx.config.LOGIN_IP_MAX_FAILURES,
    windowMs: ctx.config.LOGIN_IP_WINDOW_MINUTES * 60_000,
  });
  const cleanUp = setInterval(() => {
    ipFailures.removeEnded().catch((err: unknown) => app.log.error({ err }, 'removing sign-in failures'));
  }, FAILURE_CLEAN_UP_MS);
  cleanUp.unref();
  app.addHook('onClose', async () => clearInterval(cleanUp));
  registerContract(app, tokenAccessContract, ({ body, raw }) =>
    signIn(ctx, { userName: body.userName, password: body.password, ip: raw.ip, ipFailures }),
  );
  registerContract(app, tokenRefreshContract, ({ body }) => refresh(ctx, body.refreshToken));
  registerContract(app, tokenLogoutContract, ({ body, user }) => logout(ctx, body.refreshToken, user));
}
