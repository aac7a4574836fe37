import { aboutMeContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { aboutMe } from './about-me';

export function registerUserRoutes(ctx: AppContext): void {
  registerContract(ctx.app, aboutMeContract, ({ user }) => aboutMe(ctx, user.id));
}
