/** Root query keys of the back-office resources; a resource's every query starts with its root. */
export const RESOURCE_ROOTS = {
  admins: 'admins',
  dealers: 'dealers',
  managers: 'managers',
  operators: 'operators',
  areas: 'areas',
  venueGroups: 'venue-groups',
  venues: 'venues',
  licenceRequests: 'lic-requests',
} as const;
export type ResourceRoot = (typeof RESOURCE_ROOTS)[keyof typeof RESOURCE_ROOTS];

/**
 * The query-key factory of one resource (`all/lists/list/details/detail`, plus `options` for the
 * selectors that list it). Invalidating `all` after a change refreshes lists, details and selectors.
 */
export function createResourceKeys<const R extends ResourceRoot>(root: R) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: object) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
    options: (params: object = {}) => [...all, 'options', params] as const,
  };
}
export type ResourceKeys = ReturnType<typeof createResourceKeys>;
