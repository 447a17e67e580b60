// Content per language in the console (issue 22, ADR 0051): news, videos, terms pages, the footer and
// prizes. Editors and owners ('content'); HTML is sanitised by the service before it is stored.
import {
  ConsoleContentItemSchema,
  ConsoleFooterSchema,
  ConsoleTermsPageSchema,
  ContentItemBodySchema,
  ContentItemListQuerySchema,
  ContentItemListResponseSchema,
  ContentItemParamsSchema,
  ContentRemovedResponseSchema,
  FooterBodySchema,
  FooterParamsSchema,
  FooterResponseSchema,
  PreviewBodySchema,
  PreviewResponseSchema,
  PrizesBodySchema,
  PrizesResponseSchema,
  TermsPageBodySchema,
  TermsPageListQuerySchema,
  TermsPageListResponseSchema,
  TermsPageParamsSchema,
} from '@gameweek/contracts/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = () => app.services.contentAdmin;
  const common = { tags: ['console'], security: [{ bearer: [] }] };

  app.get('/content/items', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'The tenant’s news or videos, in one language or all',
      querystring: ContentItemListQuerySchema,
      response: { 200: ContentItemListResponseSchema, ...errors },
    },
    handler: (request) =>
      content().items(consoleActor(request).tenantId, request.query.kind, request.query.locale),
  });

  app.put('/content/items/:kind/:slug/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Publish or replace a news item or video in one language (idempotent)',
      params: ContentItemParamsSchema,
      body: ContentItemBodySchema,
      response: { 200: ConsoleContentItemSchema, ...errors },
    },
    handler: (request) => content().putItem(consoleActor(request), request.params, request.body),
  });

  app.delete('/content/items/:kind/:slug/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Unpublish a news item or video in one language',
      params: ContentItemParamsSchema,
      response: { 200: ContentRemovedResponseSchema, ...errors },
    },
    handler: (request) => content().removeItem(consoleActor(request), request.params),
  });

  app.get('/content/terms', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'The tenant’s terms pages, in one language or all',
      querystring: TermsPageListQuerySchema,
      response: { 200: TermsPageListResponseSchema, ...errors },
    },
    handler: (request) =>
      content().termsPages(consoleActor(request).tenantId, request.query.locale),
  });

  app.put('/content/terms/:page/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Publish or replace a terms page in one language; HTML is sanitised (idempotent)',
      params: TermsPageParamsSchema,
      body: TermsPageBodySchema,
      response: { 200: ConsoleTermsPageSchema, ...errors },
    },
    handler: (request) =>
      content().putTermsPage(consoleActor(request), request.params, request.body),
  });

  app.delete('/content/terms/:page/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Remove a terms page in one language (the app falls back to the default language)',
      params: TermsPageParamsSchema,
      response: { 200: ContentRemovedResponseSchema, ...errors },
    },
    handler: (request) => content().removeTermsPage(consoleActor(request), request.params),
  });

  app.get('/content/footer/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'The footer in one language (null: none yet)',
      params: FooterParamsSchema,
      response: { 200: FooterResponseSchema, ...errors },
    },
    handler: (request) => content().footer(consoleActor(request).tenantId, request.params.locale),
  });

  app.put('/content/footer/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Publish or replace the footer in one language; HTML is sanitised (idempotent)',
      params: FooterParamsSchema,
      body: FooterBodySchema,
      response: { 200: ConsoleFooterSchema, ...errors },
    },
    handler: (request) =>
      content().putFooter(consoleActor(request), request.params.locale, request.body),
  });

  app.get('/content/prizes', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'The tenant’s prizes',
      response: { 200: PrizesResponseSchema, ...errors },
    },
    handler: (request) => content().prizes(consoleActor(request).tenantId),
  });

  app.put('/content/prizes', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Replace the tenant’s prizes ([] offers none; idempotent)',
      body: PrizesBodySchema,
      response: { 200: PrizesResponseSchema, ...errors },
    },
    handler: (request) => content().putPrizes(consoleActor(request), request.body.prizes),
  });

  app.post('/content/preview', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'The HTML as it would be stored and shown (nothing is stored)',
      body: PreviewBodySchema,
      response: { 200: PreviewResponseSchema, ...errors },
    },
    handler: (request) => {
      consoleActor(request);
      return content().preview(request.body.html);
    },
  });
};

export default contentRoutes;
