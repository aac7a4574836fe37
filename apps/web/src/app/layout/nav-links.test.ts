import { Role } from '@orderdesk/contracts';
import { describe, expect, it } from 'vitest';
import { headerLinks, sideTabs } from './nav-links';

describe('header links', () => {
  it('gives admins the admin list and order lists of the chosen venue', () => {
    expect(headerLinks(Role.ADMIN, 7).map((l) => [l.id, l.to])).toEqual([
      ['admin-list', '/admin-list'],
      ['active-orders', '/new-orders-id/7'],
      ['taken-orders', '/orders-id/7'],
      ['incorrect-orders', '/incorrect-orders-id/7'],
    ]);
  });

  it('leaves the order lists without a target until a venue is chosen', () => {
    expect(headerLinks(Role.DEALER, null).map((l) => [l.id, l.to])).toEqual([
      ['active-orders', null],
      ['taken-orders', null],
      ['incorrect-orders', null],
    ]);
  });

  it('gives managers and operators their own order lists', () => {
    for (const role of [Role.MANAGER, Role.OPERATOR]) {
      expect(headerLinks(role, 3).map((l) => l.to)).toEqual(['/new-orders', '/orders', '/incorrect-orders']);
    }
  });
});

describe('side tabs', () => {
  it('follows the route names of each role', () => {
    const names = (role: Parameters<typeof sideTabs>[0]) => sideTabs(role).map((tab) => tab.name);
    expect(names(Role.ADMIN)).toEqual([
      'venues',
      'dealers',
      'managers',
      'operators',
      'venue-groups',
      'areas',
      'lic-requests',
      'reports',
    ]);
    expect(names(Role.DEALER)).toEqual([
      'venues',
      'managers',
      'operators',
      'venue-groups',
      'areas',
      'lic-requests',
      'reports',
    ]);
    expect(names(Role.MANAGER)).toEqual(['operators', 'manager-venue', 'reports']);
    expect(names(Role.OPERATOR)).toEqual(['reports']);
  });
});
