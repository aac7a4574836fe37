import { areaContracts as area, venueGroupContracts as group } from '@orderdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../http/register-contract';
import { areasCollection } from './areas.collection';
import type { CollectionDeps } from './named-collection';
import { venueGroupsCollection } from './venue-groups.collection';

/** The areas and venue groups collections (docs/product.md §7): where venues are placed. */
export function registerAreaRoutes(app: FastifyInstance, deps: CollectionDeps): void {
  const areas = areasCollection(deps);
  registerContract(app, area.list, ({ user, query }) => areas.list(user, query));
  registerContract(app, area.get, ({ user, params }) => areas.get(user, params.id));
  registerContract(app, area.create, ({ user, body }) => areas.create(user, body));
  registerContract(app, area.update, ({ user, body }) => areas.update(user, body));
  registerContract(app, area.remove, ({ user, params }) => areas.remove(user, params.id));

  const groups = venueGroupsCollection(deps);
  registerContract(app, group.list, ({ user, query }) => groups.list(user, query));
  registerContract(app, group.get, ({ user, params }) => groups.get(user, params.id));
  registerContract(app, group.create, ({ user, body }) => groups.create(user, body));
  registerContract(app, group.update, ({ user, body }) => groups.update(user, body));
  registerContract(app, group.remove, ({ user, params }) => groups.remove(user, params.id));
}
