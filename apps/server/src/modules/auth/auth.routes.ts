import { tokenAccessContract, tokenRefreshContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { refresh, signIn } from './auth.service';

export function registerAuthRoutes(ctx: AppContext): void {
  registerContract(ctx.app, tokenAccessContract, ({ body }) => signIn(ctx, body.userName, body.password));
  registerContract(ctx.app, tokenRefreshContract, ({ body }) => refresh(ctx, body.refreshToken));
}
