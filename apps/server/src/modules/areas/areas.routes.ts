import {
  createAreaContract,
  deleteAreaContract,
  getAreaContract,
  listAreasContract,
  updateAreaContract,
} from '@orderdesk/contracts';
import type { AppContext } from '../../app-context';
import { registerContract } from '../../http/register-contract';
import { createArea, deleteAreaById, getArea, listAreas, updateAreaById } from './areas.service';

export function registerAreaRoutes(ctx: AppContext): void {
  const { app } = ctx;
  registerContract(app, listAreasContract, ({ user, query }) => listAreas(ctx, user, query));
  registerContract(app, getAreaContract, ({ user, params }) => getArea(ctx, user, params.id));
  registerContract(app, createAreaContract, ({ user, body }) => createArea(ctx, user, body));
  registerContract(app, updateAreaContract, ({ user, body }) => updateAreaById(ctx, user, body));
  registerContract(app, deleteAreaContract, ({ user, params }) => deleteAreaById(ctx, user, params.id));
}
