import { z } from 'zod';

export const UserStatusSchema = z.enum([
  'active',
  'cancelled',
  'deleted',
  'demo',
  'guest',
  'registered',
  'suspended',
  'unknown',
]);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const AccessLevelSchema = z.enum(['full', 'partial', 'restricted']);
export type AccessLevel = z.infer<typeof AccessLevelSchema>;

/** Access level: active and demo → full; registered → partial; everything else → restricted. */
export function accessLevelOf(status: UserStatus): AccessLevel {
  if (status === 'active' || status === 'demo') return 'full';
  if (status === 'registered') return 'partial';
  return 'restricted';
}
