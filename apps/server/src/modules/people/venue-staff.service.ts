import {
  Role,
  type TListVenueStaffQuery,
  type TPaged,
  type TPersonCreate,
  type TPersonUpdate,
  type TVenueStaffMember,
} from '@orderdesk/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { PeopleDeps } from './people-deps';
import type { Database, UsersTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RequestUser } from '../../http/request-user';
import { findScopedVenueGroup } from '../areas/venue-group-scope';
import { findScopedVenue } from '../venues/venue-scope';
import type { PersonExtras, PersonKind } from './person-kind';
import { toVenueStaffMember } from './person-mapper';
import type { UserRow } from './people.repository';
import { createPerson, listPeople, updatePerson } from './people.service';

/** Managers and operators: the same fields, told apart by role. */
export type VenueStaffKind = PersonKind<TVenueStaffMember>;

export const managerKind: VenueStaffKind = {
  role: Role.MANAGER,
  entity: 'manager',
  label: 'Manager',
  toDtos: async (_db, rows) => rows.map(toVenueStaffMember),
};

export const operatorKind: VenueStaffKind = {
  role: Role.OPERATOR,
  entity: 'operator',
  label: 'Operator',
  toDtos: async (_db, rows) => rows.map(toVenueStaffMember),
};

interface VenueFields {
  venueId?: number | undefined;
  activeVenueId?: number | null | undefined;
  activeVenueGroupId?: number | null | undefined;
}

/**
 * Checks every venue and venue group a request names against the caller's scope (one outside it is
 * "not found", like one that does not exist). When the bound venue is set or changed and the active
 * venue and group are not given, they follow the bound venue.
 */
async function venueExtras(
  db: Kysely<Database>,
  user: RequestUser,
  input: VenueFields,
  current?: UserRow,
): Promise<PersonExtras> {
  const columns: Updateable<UsersTable> = {};
  const venue = input.venueId === undefined ? undefined : await findScopedVenue(db, user, input.venueId);
  if (input.venueId !== undefined && !venue) throw AppError.notFound('Venue', 'venueId');
  const venueChanged = venue !== undefined && venue.id !== current?.venue_id;
  if (venue) columns.venue_id = venue.id;

  if (input.activeVenueId !== undefined) {
    if (input.activeVenueId !== null && !(await findScopedVenue(db, user, input.activeVenueId))) {
      throw AppError.notFound('Venue', 'activeVenueId');
    }
    columns.active_venue_id = input.activeVenueId;
  } else if (venueChanged) {
    columns.active_venue_id = venue.id;
  }

  if (input.activeVenueGroupId !== undefined) {
    const groupId = input.activeVenueGroupId;
    if (groupId !== null && !(await findScopedVenueGroup(db, user, groupId))) {
      throw AppError.notFound('Venue group', 'activeVenueGroupId');
    }
    columns.active_venue_group_id = groupId;
  } else if (venueChanged) {
    columns.active_venue_group_id = venue.venue_group_id;
  }
  return { columns, rescopes: venueChanged && current !== undefined };
}

export function listVenueStaff(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: VenueStaffKind,
  query: TListVenueStaffQuery,
): Promise<TPaged<TVenueStaffMember>> {
  const { venueId } = query;
  return listPeople(ctx, user, kind, query, (q) =>
    venueId === undefined ? q : q.where('users.venue_id', '=', venueId),
  );
}

export async function createVenueStaff(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: VenueStaffKind,
  input: TPersonCreate & VenueFields & { venueId: number },
): Promise<TVenueStaffMember> {
  return createPerson(ctx, user, kind, input, await venueExtras(ctx.db.kysely, user, input));
}

export function updateVenueStaff(
  ctx: PeopleDeps,
  user: RequestUser,
  kind: VenueStaffKind,
  input: TPersonUpdate & VenueFields,
): Promise<TVenueStaffMember> {
  return updatePerson(ctx, user, kind, input, (current) => venueExtras(ctx.db.kysely, user, input, current));
}
