// Staff management of one tenant (owners; ADR 0046).
import {
  InviteStaffResponseSchema,
  SetStaffRoleBodySchema,
  StaffIdParamsSchema,
  StaffListResponseSchema,
  StaffRoleSchema,
} from '@gameweek/contracts/admin';
import {
  InviteStaffBodySchema,
  StaffAccountChangeBodySchema,
  StaffAccountStateSchema,
  StaffResetSentSchema,
} from '@gameweek/contracts/admin-staff';
import { OkResponseSchema } from '@gameweek/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountActor } from '../../services/console/staff-account.ts';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';
import { consoleLink, resetMailContext } from './staff-mail.ts';

/** The acting owner (or super-admin) of a change to a member's account. */
function accountActor(request: FastifyRequest): AccountActor {
  const { staffId, tenantId } = consoleActor(request);
  return { staffId, tenantId, superAdmin: request.staffAccess?.superAdmin === true };
}

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff', {
    config: { access: 'staff' },
    schema: {
      tags: ['console'],
      summary: 'The tenant’s staff and invitations',
      security: [{ bearer: [] }],
      response: { 200: StaffListResponseSchema, ...errors },
    },
    handler: (request) => app.services.staffAdmin.list(consoleActor(request).tenantId),
  });

  app.post('/staff/invites', {
    config: { access: 'staff' },
    schema: {
      tags: ['console'],
      summary:
        'Invite a staff member by e-mail (a single-use link valid 7 days), in the language chosen (default the tenant’s)',
      security: [{ bearer: [] }],
      body: InviteStaffBodySchema,
      response: { 200: InviteStaffResponseSchema, ...errors },
    },
    handler: (request) => {
      const actor = consoleActor(request);
      const tenant = actor.tenant.tenant;
      const link = consoleLink(app, actor.tenant, request, '/admin/accept-invite');
      return app.services.staffAdmin.invite(actor, request.body, link, {
        productName: tenant.name,
        language: tenant.defaultLanguage,
      });
    },
  });

  app.put('/staff/:staffId/role', {
    config: { access: 'staff' },
    schema: {
      tags: ['console'],
      summary: 'Change a staff member’s role in this tenant (a tenant keeps one owner at least)',
      security: [{ bearer: [] }],
      params: StaffIdParamsSchema,
      body: SetStaffRoleBodySchema,
      response: {
        200: z.object({ id: z.number().int(), role: StaffRoleSchema }),
        ...errors,
      },
    },
    handler: (request) =>
      app.services.staffAdmin.setRole(
        consoleActor(request),
        request.params.staffId,
        request.body.role,
      ),
  });

  app.delete('/staff/:staffId', {
    config: { access: 'staff' },
    schema: {
      tags: ['console'],
      summary: 'Remove a staff member from this tenant',
      security: [{ bearer: [] }],
      params: StaffIdParamsSchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.staffAdmin.removeRole(consoleActor(request), request.params.staffId),
  });

  // ── the account of a member (ADR 0057): one route shape, three changes ──
  const accountChanges: {
    path: string;
    summary: string;
    apply: (
      actor: AccountActor,
      staffId: number,
      reason: string | null,
    ) => Promise<z.infer<typeof StaffAccountStateSchema>>;
  }[] = [
    {
      path: 'disable',
      summary:
        'Disable a member’s account: no sign-in, every session ends at once (not oneself, not the last active owner)',
      apply: (actor, id, reason) => app.services.staffAccount.setDisabled(actor, id, true, reason),
    },
    {
      path: 'enable',
      summary: 'Enable a disabled member’s account again (they sign in with password and code)',
      apply: (actor, id, reason) => app.services.staffAccount.setDisabled(actor, id, false, reason),
    },
    {
      path: 'two-factor/reset',
      summary:
        'A lost phone: clear the member’s two-factor and end their sessions; they enrol again at the next sign-in',
      apply: (actor, id, reason) => app.services.staffAccount.resetTwoFactor(actor, id, reason),
    },
  ];
  for (const change of accountChanges) {
    app.post(`/staff/:staffId/${change.path}`, {
      config: { access: 'staff' },
      schema: {
        tags: ['console'],
        summary: change.summary,
        security: [{ bearer: [] }],
        params: StaffIdParamsSchema,
        body: StaffAccountChangeBodySchema,
        response: { 200: StaffAccountStateSchema, ...errors },
      },
      handler: (request) =>
        change.apply(accountActor(request), request.params.staffId, request.body.reason ?? null),
    });
  }

  app.post('/staff/:staffId/password-reset', {
    config: { access: 'staff' },
    schema: {
      tags: ['console'],
      summary:
        'E-mail the member a single-use, 30-minute password reset link in their language (nothing changes until used)',
      security: [{ bearer: [] }],
      params: StaffIdParamsSchema,
      response: { 200: StaffResetSentSchema, ...errors },
    },
    handler: (request) => {
      const actor = consoleActor(request);
      return app.services.staffAccount.sendReset(
        accountActor(request),
        request.params.staffId,
        resetMailContext(app, actor.tenant, request),
      );
    },
  });
};

export default staffRoutes;
