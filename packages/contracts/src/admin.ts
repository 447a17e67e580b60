// The operator console's API (issue 22, ADR 0046): staff sign-in with TOTP, roles per tenant, staff
// management and the audit log. Support, leagues and season operations are in admin-*.ts.
import { z } from 'zod';
import { IdParamSchema } from './common.ts';

/** What a staff member may be in one tenant. A super-admin has every role everywhere. */
export const StaffRoleSchema = z.enum(['owner', 'editor', 'support', 'viewer']);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/**
 * What a console route needs. Each route declares exactly one; roles grant them (ADR 0046):
 * owner everything (brand too), editor content, support support, viewer reports; tenants is super-admin only;
 * signed-in needs only a full staff session.
 */
export const ConsolePermissionSchema = z.enum([
  'signed-in',
  'staff',
  'audit',
  'content',
  'support',
  'season',
  'reports',
  'tenants',
  'brand',
]);
export type ConsolePermission = z.infer<typeof ConsolePermissionSchema>;

export const PERMISSIONS_OF_ROLE: Record<StaffRole, readonly ConsolePermission[]> = {
  owner: ['signed-in', 'staff', 'audit', 'content', 'support', 'season', 'reports', 'brand'],
  editor: ['signed-in', 'content'],
  support: ['signed-in', 'support'],
  viewer: ['signed-in', 'reports', 'audit'],
};

/** A 6-digit TOTP code as typed (spaces allowed, removed before checking). */
const TotpCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'six digits'));

const EmailSchema = z.email().max(254);

/** POST /admin/v1/auth/login: the code is required once two-factor is enrolled. */
export const StaffLoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(512),
  code: TotpCodeSchema.optional(),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBodySchema>;

export const StaffSessionStageSchema = z
  .enum(['enrol', 'full'])
  .describe('enrol: the session may only set up two-factor; full: the console');

export const StaffSessionResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  stage: StaffSessionStageSchema,
  expires_at: z.iso.datetime(),
});
export type StaffSessionResponse = z.infer<typeof StaffSessionResponseSchema>;

export const StaffTenantRoleSchema = z.object({
  tenant_id: z.number().int(),
  tenant_slug: z.string(),
  tenant_name: z.string(),
  role: StaffRoleSchema,
});

/** GET /admin/v1/auth/me */
export const StaffMeResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  super_admin: z.boolean(),
  two_factor: z.boolean(),
  stage: StaffSessionStageSchema,
  session_expires_at: z.iso.datetime(),
  roles: z.array(StaffTenantRoleSchema),
  /** What this staff member may do in the tenant of the request's host (empty when none). */
  permissions: z.array(ConsolePermissionSchema),
});
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

/** POST /admin/v1/auth/totp/setup: a new secret to scan; confirmed by a code. */
export const TotpSetupResponseSchema = z.object({
  otpauth_uri: z.string(),
  /** The same URI as a QR code: an SVG data URL the page shows as an image. */
  qr_svg_data_url: z.string(),
  /** For typing into an authenticator that cannot scan. */
  secret: z.string(),
});
export type TotpSetupResponse = z.infer<typeof TotpSetupResponseSchema>;

export const TotpConfirmBodySchema = z.object({ code: TotpCodeSchema });

/** POST /admin/v1/auth/accept-invite: a new staff member chooses a name and password. */
export const AcceptInviteBodySchema = z.object({
  token: z.string().min(16).max(200),
  name: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(512),
});
export const AcceptInviteResponseSchema = z.object({
  email: z.string(),
  tenant_id: z.number().int(),
  role: StaffRoleSchema,
  /** true: the address had no staff account and one was created with this password. */
  created: z.boolean(),
});

/** A staff member as their tenant's owner sees them. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  two_factor: z.boolean(),
  disabled: z.boolean(),
  /** A super-admin (only another super-admin can disable them). */
  super_admin: z.boolean(),
});
export const StaffListResponseSchema = z.object({
  staff: z.array(StaffMemberSchema),
  invites: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      role: StaffRoleSchema,
      /** The language the invitation was mailed in (null: sent before the owner chose one). */
      language: z.string().nullable(),
      expires_at: z.iso.datetime(),
      accepted_at: z.iso.datetime().nullable(),
    }),
  ),
});

export const InviteStaffResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: StaffRoleSchema,
  language: z.string(),
  expires_at: z.iso.datetime(),
  /** Whether an e-mail with the link went out (false: no public web URL is configured). */
  mailed: z.boolean(),
});

export const StaffIdParamsSchema = z.object({ staffId: IdParamSchema });
export const SetStaffRoleBodySchema = z.object({ role: StaffRoleSchema });

/** One audit entry: who, when, what, before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Who acted; null for a failed sign-in (whoever typed is not known; the target is the account). */
  staff: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  /** Entries with an id below this (the page before); newest first. */
  before_id: IdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().max(64).optional(),
  target_type: z.string().max(32).optional(),
  target_id: z.string().max(64).optional(),
});
export const AuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  next_before_id: z.number().int().nullable(),
});

/** Super-admin: the tenants and who owns them. */
export const TenantSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  context: z.enum(['soccer', 'cricket']),
  season_id: z.number().int().nullable(),
  domains: z.array(z.string()),
});
export const TenantListResponseSchema = z.object({ tenants: z.array(TenantSummarySchema) });
export const TenantIdParamsSchema = z.object({ tenantId: IdParamSchema });
export const GrantRoleBodySchema = z.object({ email: EmailSchema, role: StaffRoleSchema });

/** Idempotency for changes to a subscriber (the same header as saving a team). */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});

/** A change needs a reason the audit log keeps. */
export const ReasonSchema = z.string().trim().min(3).max(500);
