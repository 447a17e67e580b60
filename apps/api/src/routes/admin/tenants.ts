// Super-admin: the tenants, and a tenant's first owner (ADR 0046).
import {
  GrantRoleBodySchema,
  StaffRoleSchema,
  TenantIdParamsSchema,
  TenantListResponseSchema,
} from '@gameweek/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleErrors as errors } from './errors.ts';
import { currentStaff } from './plugin.ts';

const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tenants', {
    config: { access: 'tenants' },
    schema: {
      tags: ['console'],
      summary: 'Super-admin: every tenant with its domains and season',
      security: [{ bearer: [] }],
      response: { 200: TenantListResponseSchema, ...errors },
    },
    handler: () => app.services.staffAdmin.tenantsList(),
  });

  app.put('/tenants/:tenantId/staff', {
    config: { access: 'tenants' },
    schema: {
      tags: ['console'],
      summary:
        'Super-admin: give an existing staff account a role in a tenant (e.g. its first owner)',
      security: [{ bearer: [] }],
      params: TenantIdParamsSchema,
      body: GrantRoleBodySchema,
      response: { 200: z.object({ id: z.number().int(), role: StaffRoleSchema }), ...errors },
    },
    handler: (request) =>
      app.services.staffAdmin.grant(
        currentStaff(request).staffId,
        request.params.tenantId,
        request.body,
      ),
  });
};

export default tenantRoutes;
