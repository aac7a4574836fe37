import type {
  TCreateVenueGroupRequest,
  TListVenueGroupsQuery,
  TUpdateVenueGroupRequest,
  TVenueGroup,
} from '@orderdesk/contracts';
import type { Updateable } from 'kysely';
import type { VenueGroupsTable } from '../../db/schema';
import { assertAreaInScope } from './area-scope';
import { namedCollection, type CollectionDeps, type NamedCollectionRows } from './named-collection';
import { findScopedVenueGroup } from './venue-group-scope';
import {
  deleteVenueGroup,
  insertVenueGroup,
  listVenueGroupRows,
  toVenueGroup,
  updateVenueGroup,
  type VenueGroupRow,
} from './venue-groups.repository';

/** Venue groups: each lies in an area the caller reaches; a field left out of a change stays. */
const venueGroupRows: NamedCollectionRows<
  VenueGroupRow,
  TVenueGroup,
  TListVenueGroupsQuery,
  Required<TCreateVenueGroupRequest>,
  TUpdateVenueGroupRequest,
  Updateable<VenueGroupsTable>
> = {
  entity: 'venue-group',
  label: 'Venue group',
  toDto: toVenueGroup,
  list: listVenueGroupRows,
  findScoped: findScopedVenueGroup,
  insert: (trx, input, now) =>
    insertVenueGroup(trx, { name: input.name, area_id: input.areaId, created_at: now }),
  changes(input) {
    const changes: Updateable<VenueGroupsTable> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.areaId !== undefined) changes.area_id = input.areaId;
    return changes;
  },
  update: updateVenueGroup,
  remove: deleteVenueGroup,
  checkCreate: (db, user, input) => assertAreaInScope(db, user, input.areaId),
  async checkUpdate(db, user, _current, input) {
    if (input.areaId !== undefined) await assertAreaInScope(db, user, input.areaId);
  },
};

/** The venue groups collection (docs/product.md §7: `/VenueGroups`). */
export function venueGroupsCollection(deps: CollectionDeps) {
  return namedCollection(deps, venueGroupRows);
}
