// Who may do what in the console (ADR 0046). Each route declares one permission; this is the one
// place that decides whether a staff member holds it in the tenant of the request.
import {
  type ConsolePermission,
  PERMISSIONS_OF_ROLE,
  type StaffRole,
} from '@gameweek/contracts/admin';

export interface StaffAccess {
  superAdmin: boolean;
  /** The staff member's role in the request's tenant, if any. */
  role: StaffRole | undefined;
}

/** Every permission a super-admin has; 'tenants' is theirs alone. */
const SUPER_ADMIN: readonly ConsolePermission[] = [
  ...new Set([...Object.values(PERMISSIONS_OF_ROLE).flat(), 'tenants' as const]),
];

export function permissionsOf(access: StaffAccess): ConsolePermission[] {
  if (access.superAdmin) return [...SUPER_ADMIN];
  return access.role ? [...PERMISSIONS_OF_ROLE[access.role]] : [];
}

export function holds(access: StaffAccess, permission: ConsolePermission): boolean {
  return permissionsOf(access).includes(permission);
}
