import { z } from 'zod';
import { UserStatusSchema } from './user-status.ts';

export const RegisterBodySchema = z.object({
  username: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  // Bounds only, as for a new password elsewhere (account.ts): the policy decides and names the
  // rule a password breaks (PASSWORD_TOO_SHORT …); a schema minimum answered a bare too_small.
  password: z.string().min(1).max(1024),
  domain: z.string().min(1).max(253).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(200),
  service_id: z.string().min(1).max(100).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** POST /auth/token?demo=1&service_id=… — a fresh, isolated demo account each call. */
export const TokenQuerySchema = z.object({
  demo: z.enum(['1', 'true']),
  service_id: z.string().min(1).max(100).optional(),
});
export type TokenQuery = z.infer<typeof TokenQuerySchema>;

export const TokenResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    status: UserStatusSchema,
  }),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
