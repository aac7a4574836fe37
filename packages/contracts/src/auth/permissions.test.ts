import { describe, expect, it } from 'vitest';
import { Role } from '../roles/roles';
import { Permission, can } from './permissions';

describe('permissions', () => {
  it('gives each role the kinds of calls of docs/product.md §6', () => {
    const people = [
      Permission.ADMINS_MANAGE,
      Permission.DEALERS_MANAGE,
      Permission.MANAGERS_MANAGE,
      Permission.OPERATORS_MANAGE,
      Permission.AREAS_READ,
      Permission.AREAS_MANAGE,
      Permission.VENUE_GROUPS_MANAGE,
    ];
    const table = Object.fromEntries(
      Object.entries(Role).map(([name, role]) => [name, people.filter((p) => can(role, p))]),
    );
    expect(table).toEqual({
      ADMIN: people,
      DEALER: [
        Permission.MANAGERS_MANAGE,
        Permission.OPERATORS_MANAGE,
        Permission.AREAS_READ,
        Permission.VENUE_GROUPS_MANAGE,
      ],
      MANAGER: [Permission.OPERATORS_MANAGE],
      OPERATOR: [],
    });
  });

  it('lets every role read its profile, settings, catalog, venue, orders and reports', () => {
    for (const role of Object.values(Role)) {
      for (const p of [
        Permission.PROFILE_READ,
        Permission.PROFILE_UPDATE,
        Permission.CATALOG_READ,
        Permission.VENUES_READ,
        Permission.ORDERS_READ,
        Permission.REPORTS_READ,
      ]) {
        expect(can(role, p), `${role} ${p}`).toBe(true);
      }
    }
  });
});
