import { describe, expect, it } from 'vitest';
import { adminContracts } from '../people/admins/admin.contracts';
import { areaContracts } from '../areas/area.contracts';
import { dealerContracts } from '../people/dealers/dealer.contracts';
import { managerContracts } from '../people/managers/manager.contracts';
import { operatorContracts } from '../people/operators/operator.contracts';
import { venueGroupContracts } from '../venue-groups/venue-group.contracts';
import { Permission } from '../auth/permissions';

const collections = {
  '/api/admins': adminContracts,
  '/api/dealers': dealerContracts,
  '/api/managers': managerContracts,
  '/api/operators': operatorContracts,
  '/api/areas': areaContracts,
  '/api/VenueGroups': venueGroupContracts,
};

describe('collections follow one pattern (docs/product.md §7)', () => {
  it.each(Object.entries(collections))(
    '%s: list, one, create, change (id in the body), delete',
    (path, c) => {
      expect([c.list, c.get, c.create, c.update, c.remove].map((e) => `${e.method} ${e.path}`)).toEqual([
        `GET ${path}`,
        `GET ${path}/:id`,
        `POST ${path}`,
        `PUT ${path}`,
        `DELETE ${path}/:id`,
      ]);
      expect(c.create.successStatus).toBe(201);
      expect(c.remove.successStatus).toBe(204);
    },
  );

  it('reads as one sentence per endpoint, with the scope said where the list is scoped', () => {
    expect(adminContracts.list.summary).toBe('Administrators, searched and paged');
    expect(managerContracts.list.summary).toBe("Managers in the caller's scope, searched and paged");
    expect(areaContracts.get.summary).toBe('One area');
    expect(operatorContracts.create.summary).toBe('Create an operator');
    expect(venueGroupContracts.update.summary).toBe('Change a venue group');
  });

  it('lets everyone who reads areas see them while only some may change them', () => {
    expect(areaContracts.list.access).toBe(Permission.AREAS_READ);
    expect(areaContracts.get.access).toBe(Permission.AREAS_READ);
    expect(areaContracts.remove.access).toBe(Permission.AREAS_MANAGE);
  });
});
