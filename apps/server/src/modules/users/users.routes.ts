import type { FastifyInstance } from 'fastify';
import { aboutMeContract, updateAdditionalSettingsContract } from '@orderdesk/contracts';
import type { UsersDeps } from './users-deps';
import { registerContract } from '../../http/register-contract';
import { aboutMe } from './about-me';
import { saveAdditionalSettings } from './additional-settings';

export function registerUserRoutes(app: FastifyInstance, ctx: UsersDeps): void {
  registerContract(app, aboutMeContract, ({ user }) => aboutMe(ctx, user.id));
  registerContract(app, updateAdditionalSettingsContract, ({ user, body }) =>
    saveAdditionalSettings(ctx, user, body),
  );
}
