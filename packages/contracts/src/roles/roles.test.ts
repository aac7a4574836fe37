import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, Role, isVenueBoundRole, roleFromName } from './roles';

describe('roles', () => {
  it('has the spec values', () => {
    expect(Role).toEqual({ ADMIN: 1, DEALER: 2, MANAGER: 3, OPERATOR: 4 });
    expect(ROLE_NAMES).toEqual({ 1: 'Admin', 2: 'Dealer', 3: 'Manager', 4: 'Operator' });
  });

  it('reads role names case-insensitively', () => {
    expect(roleFromName('MANAGER')).toBe(Role.MANAGER);
    expect(roleFromName('operator')).toBe(Role.OPERATOR);
    expect(roleFromName(' Admin ')).toBe(Role.ADMIN);
    expect(roleFromName('dealer')).toBe(Role.DEALER);
    expect(roleFromName('Cashier')).toBeUndefined();
  });

  it('binds managers and operators to a venue', () => {
    expect([Role.ADMIN, Role.DEALER, Role.MANAGER, Role.OPERATOR].map(isVenueBoundRole)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
