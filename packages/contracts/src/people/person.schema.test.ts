import { describe, expect, it } from 'vitest';
import { ZCreateDealerRequest, ZUpdateDealerRequest } from './dealers/dealer.schema';
import { ZCreateVenueStaffRequest, ZUpdateVenueStaffRequest } from './venue-staff.schema';
import { ZPeopleListQuery } from './person.schema';

describe('person requests', () => {
  it('trims, turns blank names and e-mail into none, and makes new people active', () => {
    const parsed = ZCreateVenueStaffRequest.parse({
      userName: '  anna ',
      password: 'Anna-pass-1',
      firstName: '  ',
      lastName: ' Berg ',
      email: '',
      venueId: 3,
    });
    expect(parsed).toEqual({
      userName: 'anna',
      password: 'Anna-pass-1',
      firstName: null,
      lastName: 'Berg',
      email: null,
      isActive: true,
      venueId: 3,
    });
  });

  it('names the field of each problem', () => {
    const result = ZCreateVenueStaffRequest.safeParse({
      userName: 'a b',
      password: 'short',
      email: 'nope',
      venueId: 0,
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path.join('.')));
    expect([...fields].sort()).toEqual(['email', 'password', 'userName', 'venueId']);
  });

  it('on update, leaves out what is not given (no password = unchanged) and lets null clear', () => {
    expect(ZUpdateVenueStaffRequest.parse({ id: 5 })).toEqual({ id: 5 });
    expect(ZUpdateVenueStaffRequest.parse({ id: 5, email: null, activeVenueGroupId: null })).toEqual({
      id: 5,
      email: null,
      activeVenueGroupId: null,
    });
    expect(ZUpdateVenueStaffRequest.safeParse({ id: 5, password: 'weakweak' }).success).toBe(false);
    expect(ZUpdateVenueStaffRequest.safeParse({ userName: 'x.y' }).success).toBe(false);
  });

  it("de-duplicates a dealer's areas and requires at least one", () => {
    expect(
      ZCreateDealerRequest.parse({ userName: 'dealer', password: 'Dealer-1x', areaIds: [2, 1, 2] }).areaIds,
    ).toEqual([2, 1]);
    expect(ZUpdateDealerRequest.safeParse({ id: 1, areaIds: [] }).success).toBe(false);
    expect(ZUpdateDealerRequest.parse({ id: 1 })).toEqual({ id: 1 });
  });

  it('refuses ids beyond what the database holds', () => {
    expect(ZUpdateVenueStaffRequest.safeParse({ id: 2 ** 31 }).success).toBe(false);
  });

  it('sorts people lists by known fields only', () => {
    expect(ZPeopleListQuery.parse({ sortBy: 'lastName', sortDesc: 'true' })).toMatchObject({
      sortBy: 'lastName',
      sortDesc: true,
    });
    expect(ZPeopleListQuery.safeParse({ sortBy: 'password' }).success).toBe(false);
  });
});
