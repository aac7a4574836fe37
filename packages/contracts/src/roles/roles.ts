/** User roles with their numeric values (docs/product.md §6). */
export const Role = { ADMIN: 1, DEALER: 2, MANAGER: 3, OPERATOR: 4 } as const;
export type TRole = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<TRole, RoleName> = {
  1: 'Admin',
  2: 'Dealer',
  3: 'Manager',
  4: 'Operator',
};
export type RoleName = 'Admin' | 'Dealer' | 'Manager' | 'Operator';

/** Role names are compared case-insensitively (docs/product.md §6). */
export function roleFromName(name: string): TRole | undefined {
  const lower = name.trim().toLowerCase();
  const entry = Object.entries(ROLE_NAMES).find(([, n]) => n.toLowerCase() === lower);
  return entry ? (Number(entry[0]) as TRole) : undefined;
}

export function isVenueBoundRole(role: TRole): boolean {
  return role === Role.MANAGER || role === Role.OPERATOR;
}
