// Staff management of one tenant (owners; ADR 0046).
import {
  InviteStaffBodySchema,
  InviteStaffResponseSchema,
  SetStaffRoleBodySchema,
  StaffIdParamsSchema,
  StaffListResponseSchema,
  StaffRoleSchema,
} from '@gameweek/contracts/admin';
import { OkResponseSchema } from '@gameweek/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkBase, tokenLink } from '../../services/mail/links.ts';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

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
      summary: 'Invite a staff member by e-mail (a single-use link valid 7 days)',
      security: [{ bearer: [] }],
      body: InviteStaffBodySchema,
      response: { 200: InviteStaffResponseSchema, ...errors },
    },
    handler: (request) => {
      const actor = consoleActor(request);
      const tenant = actor.tenant.tenant;
      const link = tokenLink(linkBase(tenant, app.env.PUBLIC_WEB_URL), '/admin/accept-invite');
      if (!link)
        request.log.error({ tenant: tenant.slug }, 'no public web URL: invitation not mailed');
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
};

export default staffRoutes;
