// The tenant's uploaded logo (ADR 0052), public: the app's pages show it. The URL names the logo's
// hash, so it is cached for a year and a new logo is a new URL; an old hash answers 404.
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/brand/logo/:hash', {
    schema: {
      tags: ['config'],
      summary: "The tenant's logo (PNG) by its sha-256",
      params: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) }),
      response: { 200: z.custom<Buffer>().describe('image/png'), 404: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const png = await app.services.brand.logoPng(
        request.tenantCtx.tenant.id,
        request.params.hash,
      );
      if (!png) throw notFound('Logo');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(png);
    },
  });
};

export default brandRoutes;
