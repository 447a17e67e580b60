import { z } from 'zod';
import { AccessLevelSchema, UserStatusSchema } from './user-status.ts';

/** Bounds only: the server's policy (8–128 characters, not a common password) decides acceptance. */
const NewPasswordSchema = z.string().min(1).max(1024);

/** POST /auth/forgot-password — always answered `{ ok: true }`, whether or not the account exists. */
export const ForgotPasswordBodySchema = z.object({
  username: z.string().trim().min(1).max(254),
  service_id: z.union([z.string(), z.number()]).transform(String).optional(),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** POST /auth/reset-password — the token from the e-mail (single use, 30 minutes). */
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(16).max(200),
  password: NewPasswordSchema,
  password_confirmation: z.string().max(1024),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** POST /auth/verify-email. */
export const VerifyEmailBodySchema = z.object({ token: z.string().min(16).max(200) });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/**
 * POST /auth/change-password. `current_password` is the re-authentication: a stolen session alone
 * cannot take the account over.
 */
export const ChangePasswordBodySchema = z.object({
  username: z.string().max(254).optional(),
  current_password: z.string().min(1).max(1024),
  password: NewPasswordSchema,
  password_confirmation: z.string().max(1024),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** POST /auth/user/status: the caller's view of its status; the answer says whether it changed. */
export const UserStatusQueryBodySchema = z
  .object({ status: UserStatusSchema.optional() })
  .optional()
  .default({});

export const UserStatusResponseSchema = z.object({
  status: UserStatusSchema,
  access_level: AccessLevelSchema,
  changed: z.boolean(),
  msisdn: z.boolean().describe('whether a phone number is confirmed for the account'),
  email_verified: z.boolean(),
});
export type UserStatusResponse = z.infer<typeof UserStatusResponseSchema>;

/** POST /v1/user/status — the statuses a user may ask for; everything else is the operator's. */
export const StatusChangeBodySchema = z.object({ status: UserStatusSchema });
export type StatusChangeBody = z.infer<typeof StatusChangeBodySchema>;

export const StatusChangeResponseSchema = z.object({
  status: UserStatusSchema,
  access_level: AccessLevelSchema,
  redirect: z.string().optional(),
});
export type StatusChangeResponse = z.infer<typeof StatusChangeResponseSchema>;
