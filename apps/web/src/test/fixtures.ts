import {
  DEFAULT_ADDITIONAL_USER_SETTINGS,
  DEFAULT_SCHEDULE,
  DEFAULT_VENUE_SETTINGS,
  OrderState,
  OrderStatus,
  ORDER_STATUS_NAMES,
  type TAboutMe,
  type TArea,
  type TDealer,
  type TVenueStaffMember,
  type TOrder,
  type TTokenResponse,
  type TVenue,
  type TVenueListItem,
} from '@orderdesk/contracts';

export function venue(overrides: Partial<TVenue> = {}): TVenue {
  const base = {
    id: 1,
    name: 'Demo Bistro',
    status: true,
    areaId: null,
    areaName: null,
    venueGroupId: null,
    venueGroupName: null,
    timeZoneId: 46,
    maxCookingTimeInMinutes: 90,
    defaultCookingTimeInMinutes: 20,
    busyMode: null,
    ...overrides,
  };
  return {
    offlineUntil: null,
    offlineReason: null,
    info: {
      name: base.name,
      companyName: null,
      companyCode: null,
      vatCode: null,
      address: null,
      phone: null,
      email: null,
      areaId: base.areaId,
      areaName: base.areaName,
      venueGroupId: base.venueGroupId,
      venueGroupName: base.venueGroupName,
    },
    settings: {
      ...DEFAULT_VENUE_SETTINGS,
      timeZone: base.timeZoneId,
      maxCookingTimeInMinutes: base.maxCookingTimeInMinutes,
    },
    venueSelfSettings: {
      woltExpiredDateUtc: null,
      boltExpiredDateUtc: null,
      fudyExpiredDateUtc: null,
      glovoExpiredDateUtc: null,
    },
    isWoltLicensed: false,
    isBoltLicensed: false,
    isFudyLicensed: false,
    isGlovoLicensed: false,
    schedule: DEFAULT_SCHEDULE.map((entry) => ({ ...entry })),
    availablities: [],
    woltSettings: [],
    boltSettings: [],
    fudySettings: [],
    glovoSettings: [],
    rkeeperSettings: {
      isEnabled: false,
      url: null,
      hasLogin: false,
      hasPassword: false,
      certificateFingerprint: null,
      stationCode: null,
      tableCode: null,
      waiterCode: null,
      cashierCode: null,
      orderTypeCode: null,
      orderCategoryCode: null,
      prepayCurrencyCode: null,
      prepayReasonCode: null,
      commentModifierCode: null,
      licenceMode: 'perpetual',
      licenseAnchor: null,
      hasLicenseToken: false,
      licenseInstanceGuid: null,
      licenseSeqNumber: 0,
    },
    ...base,
  };
}

export function venueRow(overrides: Partial<TVenueListItem> = {}): TVenueListItem {
  const { connections, ...rest } = overrides;
  const v = venue(rest);
  return {
    id: v.id,
    name: v.name,
    status: v.status,
    areaId: v.areaId,
    areaName: v.areaName,
    venueGroupId: v.venueGroupId,
    venueGroupName: v.venueGroupName,
    timeZoneId: v.timeZoneId,
    offlineUntil: v.offlineUntil,
    isWoltLicensed: v.isWoltLicensed,
    isBoltLicensed: v.isBoltLicensed,
    isFudyLicensed: v.isFudyLicensed,
    isGlovoLicensed: v.isGlovoLicensed,
    connections: connections ?? [{ platform: 'wolt', total: 1, enabled: 1 }],
  };
}

export function aboutMe(overrides: Partial<TAboutMe> = {}): TAboutMe {
  return {
    id: 10,
    userName: 'demo.manager',
    firstName: 'Demo',
    lastName: 'Manager',
    roleNames: ['Manager'],
    venueId: 1,
    venue: venue(),
    additionalUserSettings: { ...DEFAULT_ADDITIONAL_USER_SETTINGS },
    ...overrides,
  };
}

export function tokenResponse(overrides: Partial<TTokenResponse> = {}): TTokenResponse {
  return { ...aboutMe(), accessToken: 'access', refreshToken: 'refresh', expiresIn: 900, ...overrides };
}

/** A ticket that lists the given items, with no notes: what a test overrides it with is what it checks. */
export function ticket(items: TOrder['items'], overrides: Partial<TOrder['ticket']> = {}): TOrder['ticket'] {
  return {
    lines: items.map((item) => ({
      name: item.name,
      quantity: item.count,
      options: item.options.map((name) => ({ name, quantity: 1 })),
      comment: null,
    })),
    customerNote: null,
    allergies: null,
    cutlery: null,
    courier: 'platform',
    courierEta: null,
    dueAt: null,
    ...overrides,
  };
}

export function order(overrides: Partial<TOrder> = {}): TOrder {
  const statusId = overrides.statusId ?? OrderStatus.RECEIVED;
  const items = overrides.items ?? [{ name: 'Margherita', count: 2, total: 2000, options: [] }];
  return {
    id: 100,
    venueId: 1,
    platform: 'wolt',
    platformOrderId: 'wolt-100',
    orderNumber: 'A-100',
    statusId,
    status: { id: statusId, name: ORDER_STATUS_NAMES[statusId] },
    stateId: OrderState.GOOD,
    isCreatedInRKeeper: true,
    rkeeperGuid: null,
    rkeeperVisitId: null,
    rkeeperOrderNumber: null,
    posError: null,
    posProblems: [],
    adjustedTimeInMinutes: null,
    customerName: 'Alice',
    deliveryType: 'homedelivery',
    amount: 2450,
    currency: 'EUR',
    items,
    ticket: ticket(items),
    platformError: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function dealer(overrides: Partial<TDealer> = {}): TDealer {
  return {
    id: 21,
    userName: 'ruta.dealer',
    firstName: 'Rūta',
    lastName: 'Kairė',
    email: 'ruta@example.com',
    isActive: true,
    createdAt: new Date(2025, 0, 15, 9, 30).toISOString(),
    areaIds: [3],
    ...overrides,
  };
}

export function staffMember(overrides: Partial<TVenueStaffMember> = {}): TVenueStaffMember {
  return {
    id: 31,
    userName: 'tomas.ops',
    firstName: 'Tomas',
    lastName: null,
    email: null,
    isActive: true,
    createdAt: new Date(2025, 1, 2, 12, 0).toISOString(),
    venueId: 1,
    activeVenueId: 1,
    activeVenueGroupId: null,
    ...overrides,
  };
}

export function area(overrides: Partial<TArea> = {}): TArea {
  return { id: 3, name: 'Vilnius', ...overrides };
}
