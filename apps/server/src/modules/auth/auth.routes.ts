import { tokenAccessContract, tokenLogoutContract, tokenRefreshContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { logout, refresh, signIn } from './auth.service';
import { createFailureWindow } from './failure-window';

export function registerAuthRoutes(ctx: AppContext): void {
  const ipFailures = createFailureWindow({
    maxFailures: ctx.config.LOGIN_IP_MAX_FAILURES,
    windowMs: ctx.config.LOGIN_IP_WINDOW_MINUTES * 60_000,
  });
  registerContract(ctx.app, tokenAccessContract, ({ body, raw }) =>
    signIn(ctx, { userName: body.userName, password: body.password, ip: raw.ip, ipFailures }),
  );
  registerContract(ctx.app, tokenRefreshContract, ({ body }) => refresh(ctx, body.refreshToken));
  registerContract(ctx.app, tokenLogoutContract, ({ body }) => logout(ctx, body.refreshToken));
}
