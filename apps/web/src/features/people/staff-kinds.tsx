import { Permission, type AppRouteName, type TPermission } from '@orderdesk/contracts';
import type { ReactNode } from 'react';
import { PersonIcon, SupervisorIcon } from '../../components/icons';
import { managersResource } from './api/managers';
import { operatorsResource } from './api/operators';
import { MANAGER_KEYS, OPERATOR_KEYS, type PersonKindKeys } from './person-texts';

/** Managers and operators share one shape (bound to a venue); this is what differs between them. */
export interface StaffKind {
  keys: PersonKindKeys;
  resource: typeof managersResource;
  listRoute: AppRouteName;
  detailRoute: AppRouteName;
  permission: TPermission;
  icon: ReactNode;
  name: 'manager' | 'operator';
}

export const MANAGER_KIND: StaffKind = {
  keys: MANAGER_KEYS,
  resource: managersResource,
  listRoute: 'managers',
  detailRoute: 'manager',
  permission: Permission.MANAGERS_MANAGE,
  icon: <SupervisorIcon />,
  name: 'manager',
};

export const OPERATOR_KIND: StaffKind = {
  keys: OPERATOR_KEYS,
  resource: operatorsResource,
  listRoute: 'operators',
  detailRoute: 'operator',
  permission: Permission.OPERATORS_MANAGE,
  icon: <PersonIcon />,
  name: 'operator',
};
