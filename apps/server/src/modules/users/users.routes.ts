import { aboutMeContract, updateAdditionalSettingsContract } from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { aboutMe } from './about-me';
import { saveAdditionalSettings } from './additional-settings';

export function registerUserRoutes(ctx: AppContext): void {
  registerContract(ctx.app, aboutMeContract, ({ user }) => aboutMe(ctx, user.id));
  registerContract(ctx.app, updateAdditionalSettingsContract, ({ user, body }) =>
    saveAdditionalSettings(ctx, user, body),
  );
}
