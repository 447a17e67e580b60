// Tenant and brand in the console (issue 22, ADR 0052): the host tenant's owner (or a super-admin)
// reads and changes its theme, product name, languages, analytics, consent text and home order,
// and uploads its logo; a super-admin does the same for any tenant by id.

import { TenantIdParamsSchema } from '@gameweek/contracts/admin';
import {
  BrandLogoBodySchema,
  BrandResponseSchema,
  BrandSettingsSchema,
} from '@gameweek/contracts/admin-brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor, currentStaff } from './plugin.ts';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const brand = () => app.services.brand;

  app.get('/brand', {
    config: { access: 'brand' },
    schema: {
      tags: ['console'],
      summary: "The host tenant's brand, with the themes of its sport",
      security: [{ bearer: [] }],
      response: { 200: BrandResponseSchema, ...errors },
    },
    handler: (request) => brand().get(consoleActor(request).tenantId),
  });

  app.put('/brand', {
    config: { access: 'brand' },
    schema: {
      tags: ['console'],
      summary: "Change the host tenant's brand (all of it; the same settings again change nothing)",
      security: [{ bearer: [] }],
      body: BrandSettingsSchema,
      response: { 200: BrandResponseSchema, ...errors },
    },
    handler: (request) => brand().update(consoleActor(request), request.body),
  });

  app.put('/brand/logo', {
    config: { access: 'brand' },
    schema: {
      tags: ['console'],
      summary: "Upload the host tenant's logo (a PNG, checked and stripped on the server)",
      security: [{ bearer: [] }],
      body: BrandLogoBodySchema,
      response: { 200: BrandResponseSchema, ...errors },
    },
    handler: (request) => brand().setLogo(consoleActor(request), request.body.png_base64),
  });

  app.delete('/brand/logo', {
    config: { access: 'brand' },
    schema: {
      tags: ['console'],
      summary: "Remove the host tenant's logo (the theme's shows again)",
      security: [{ bearer: [] }],
      response: { 200: BrandResponseSchema, ...errors },
    },
    handler: (request) => brand().removeLogo(consoleActor(request)),
  });

  app.get('/tenants/:tenantId/brand', {
    config: { access: 'tenants' },
    schema: {
      tags: ['console'],
      summary: "Super-admin: a tenant's brand",
      security: [{ bearer: [] }],
      params: TenantIdParamsSchema,
      response: { 200: BrandResponseSchema, ...errors },
    },
    handler: (request) => brand().get(request.params.tenantId),
  });

  app.put('/tenants/:tenantId/brand', {
    config: { access: 'tenants' },
    schema: {
      tags: ['console'],
      summary: "Super-admin: change a tenant's brand",
      security: [{ bearer: [] }],
      params: TenantIdParamsSchema,
      body: BrandSettingsSchema,
      response: { 200: BrandResponseSchema, ...errors },
    },
    handler: (request) =>
      brand().update(
        { staffId: currentStaff(request).staffId, tenantId: request.params.tenantId },
        request.body,
      ),
  });
};

export default brandRoutes;
