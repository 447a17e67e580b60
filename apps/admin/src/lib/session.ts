import {
  type ConsolePermission,
  PERMISSIONS_OF_ROLE,
  type StaffMeResponse,
  StaffMeResponseSchema,
  type StaffRole,
  StaffRoleSchema,
} from '@gameweek/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { call } from './api.ts';

export const ME_KEY = ['me'] as const;

/** The signed-in staff member and what they may do on this host's tenant (401: nobody). */
export function useMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => call(StaffMeResponseSchema, '/auth/me'),
    // A session ended elsewhere (an owner disabled the account, reset its two-factor) shows here
    // within half a minute, and at once on the next call that answers 401 (app.tsx).
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function may(me: StaffMeResponse | undefined, permission: ConsolePermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}

/** The role that grants exactly this host's permissions (the answer lists roles by tenant slug). */
export function roleOnThisHost(me: StaffMeResponse): StaffRole | null {
  const held = [...me.permissions].sort().join();
  const role = StaffRoleSchema.options.find(
    (r) => [...PERMISSIONS_OF_ROLE[r]].sort().join() === held,
  );
  return role ?? null;
}
