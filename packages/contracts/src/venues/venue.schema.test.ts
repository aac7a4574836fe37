import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE_ID } from '../time-zones/time-zone-clocks';
import { isOlderVenue, ZCreateVenueRequest, ZListVenuesQuery, ZUpdateVenueRequest } from './venue.schema';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.')).sort();

describe('venue requests', () => {
  it('fills the defaults of a new venue: no group, the Vilnius time zone, 60 and 20 minutes', () => {
    expect(ZCreateVenueRequest.parse({ name: ' Bistro ', areaId: 3 })).toEqual({
      name: 'Bistro',
      areaId: 3,
      venueGroupId: null,
      timeZoneId: DEFAULT_TIME_ZONE_ID,
      maxCookingTimeInMinutes: 60,
      defaultCookingTimeInMinutes: 20,
    });
  });

  it('takes only time zones of the list and cooking times of 1 to 240 whole minutes', () => {
    const result = ZCreateVenueRequest.safeParse({
      name: '',
      areaId: 3,
      timeZoneId: 141,
      maxCookingTimeInMinutes: 241,
      defaultCookingTimeInMinutes: 1.5,
    });
    expect(fieldsOf(result)).toEqual([
      'defaultCookingTimeInMinutes',
      'maxCookingTimeInMinutes',
      'name',
      'timeZoneId',
    ]);
    expect(ZCreateVenueRequest.safeParse({ name: 'x', areaId: 3, timeZoneId: 140 }).success).toBe(true);
    expect(ZCreateVenueRequest.safeParse({ name: 'x', areaId: 3, maxCookingTimeInMinutes: 0 }).success).toBe(
      false,
    );
  });

  it('keeps the default cooking time within the maximum', () => {
    const body = { name: 'x', areaId: 3, maxCookingTimeInMinutes: 30, defaultCookingTimeInMinutes: 31 };
    const result = ZCreateVenueRequest.safeParse(body);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['defaultCookingTimeInMinutes'],
        message: 'The default cooking time may not exceed the maximum',
      }),
    ]);
    // Shown beside the problems of other fields; never run on a body that is no object.
    expect(fieldsOf(ZCreateVenueRequest.safeParse({ ...body, name: '' }))).toEqual([
      'defaultCookingTimeInMinutes',
      'name',
    ]);
    expect(fieldsOf(ZCreateVenueRequest.safeParse(null))).toEqual(['']);
    // An update checks it only when it carries both; the server checks against the stored values.
    expect(ZUpdateVenueRequest.safeParse({ id: 1, defaultCookingTimeInMinutes: 200 }).success).toBe(true);
    expect(fieldsOf(ZUpdateVenueRequest.safeParse({ id: 1, ...body }))).toEqual([
      'defaultCookingTimeInMinutes',
    ]);
  });

  it('leaves out of an update what it does not change, and null takes the venue out of its group', () => {
    expect(ZUpdateVenueRequest.parse({ id: 4, venueGroupId: null })).toEqual({ id: 4, venueGroupId: null });
    expect(ZUpdateVenueRequest.safeParse({ id: 4, areaId: null }).success).toBe(false);
  });

  it('reads the area and group filters of the list from the query string', () => {
    expect(ZListVenuesQuery.parse({ areaId: '3', venueGroupId: '7', search: ' ' })).toEqual({
      areaId: 3,
      venueGroupId: 7,
      page: 1,
      pageSize: 20,
      sortDesc: false,
    });
  });
});

describe('isOlderVenue', () => {
  it('drops a pushed venue older than the one shown, and keeps it when either has no version', () => {
    expect(isOlderVenue({ version: 3 }, { version: 4 })).toBe(true);
    expect(isOlderVenue({ version: 4 }, { version: 4 })).toBe(false);
    expect(isOlderVenue({ version: 5 }, { version: 4 })).toBe(false);
    expect(isOlderVenue({}, { version: 4 })).toBe(false);
    expect(isOlderVenue({ version: 1 }, undefined)).toBe(false);
  });
});
