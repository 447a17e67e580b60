import { ErrorResponseSchema } from '@gameweek/contracts/error';
import {
  TermsBodySchema,
  TermsParamsSchema,
  TermsQuerySchema,
  TermsResponseSchema,
} from '@gameweek/contracts/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = {
    200: TermsResponseSchema,
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    404: ErrorResponseSchema,
  };

  app.get('/terms/:page', {
    onRequest: app.identify,
    schema: {
      tags: ['terms'],
      summary: 'A terms page of the tenant with the footer content',
      params: TermsParamsSchema,
      querystring: TermsQuerySchema,
      response,
    },
    handler: (request) =>
      app.services.terms.page(
        request.tenantCtx,
        request.params.page,
        request.query.locale,
        request.user?.language,
      ),
  });

  // The app also POSTs (locale in the body); same answer.
  app.post('/terms/:page', {
    onRequest: app.identify,
    schema: {
      tags: ['terms'],
      summary: 'Same as GET, locale in the body',
      params: TermsParamsSchema,
      querystring: TermsQuerySchema,
      body: TermsBodySchema,
      response,
    },
    handler: (request) =>
      app.services.terms.page(
        request.tenantCtx,
        request.params.page,
        request.body?.locale ?? request.query.locale,
        request.user?.language,
      ),
  });
};

export default termsRoutes;
