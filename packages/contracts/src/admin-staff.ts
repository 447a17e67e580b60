// Staff accounts an operator runs without a developer (issue 22, ADR 0057): password reset by
// e-mail (asked on the sign-in page or sent by an owner), disabling and re-enabling an account, an
// owner's "reset two-factor", and the language an invitation is mailed in.
import { z } from 'zod';
import { StaffRoleSchema } from './admin.ts';
import { LanguageCodeSchema } from './common.ts';

/** POST /admin/v1/auth/password/forgot: the same answer whether or not the address has an account. */
export const StaffForgotPasswordBodySchema = z.object({ email: z.email().max(254) });

/** POST /admin/v1/auth/password/reset: the e-mailed token and the new password (the project's rules). */
export const StaffResetPasswordBodySchema = z.object({
  token: z.string().min(16).max(200),
  password: z.string().min(1).max(512),
});
export const StaffResetPasswordResponseSchema = z.object({
  /** The account's address, to sign in with; two-factor stays as it was. */
  email: z.string(),
  two_factor: z.boolean(),
});

/** POST /admin/v1/staff/invites: the owner chooses the mail's language (default the tenant's). */
export const InviteStaffBodySchema = z.object({
  email: z.email().max(254),
  role: StaffRoleSchema,
  language: LanguageCodeSchema.optional(),
});

/** POST /admin/v1/staff/:staffId/disable|enable — the reason goes into the audit log. */
export const StaffAccountChangeBodySchema = z.object({
  reason: z.string().trim().min(3).max(500).optional(),
});

/** The account after a disable, enable or two-factor reset. */
export const StaffAccountStateSchema = z.object({
  id: z.number().int(),
  disabled: z.boolean(),
  two_factor: z.boolean(),
  /** Sessions ended by this change. */
  sessions_ended: z.number().int(),
});

/** POST /admin/v1/staff/:staffId/password-reset: a reset mailed to the member by an owner. */
export const StaffResetSentSchema = z.object({
  id: z.number().int(),
  /** false: no public web URL is configured, so no link could be mailed. */
  mailed: z.boolean(),
  language: LanguageCodeSchema,
});
