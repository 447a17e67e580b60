import {
  ContentLocaleQuerySchema,
  HowToPlayExtrasResponseSchema,
  PrizesPageResponseSchema,
} from '@gameweek/contracts/content';
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

  // Operator content per language (ADR 0056): the prizes page and the how-to-play extras.
  app.get('/prizes', {
    onRequest: app.identify,
    schema: {
      tags: ['terms'],
      summary: 'The tenant’s prizes in the reader’s language (else the default language’s)',
      querystring: ContentLocaleQuerySchema,
      response: { ...response, 200: PrizesPageResponseSchema },
    },
    handler: (request) =>
      app.services.playerContent.prizes(
        request.tenantCtx,
        request.query.locale,
        request.user?.language,
      ),
  });

  app.get('/how-to-play/extras', {
    onRequest: app.identify,
    schema: {
      tags: ['terms'],
      summary: 'The operator’s published how-to-play sections in the reader’s language',
      querystring: ContentLocaleQuerySchema,
      response: { ...response, 200: HowToPlayExtrasResponseSchema },
    },
    handler: (request) =>
      app.services.playerContent.howToPlayExtras(
        request.tenantCtx,
        request.query.locale,
        request.user?.language,
      ),
  });
};

export default termsRoutes;
