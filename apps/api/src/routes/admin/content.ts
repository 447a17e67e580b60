// Content per language in the console (issue 22, ADR 0051, 0056): news, videos, terms pages, the
// footer, prizes and how-to-play extras. Editors and owners ('content'); HTML is sanitised by the service before it is stored.
import {
  ConsoleContentItemSchema,
  ConsoleFooterSchema,
  ConsoleHowToPlayExtraSchema,
  ConsoleTermsPageSchema,
  ContentItemBodySchema,
  ContentItemListQuerySchema,
  ContentItemListResponseSchema,
  ContentItemParamsSchema,
  ContentRemovedResponseSchema,
  FooterBodySchema,
  FooterParamsSchema,
  FooterResponseSchema,
  HowToPlayExtraBodySchema,
  HowToPlayExtraListQuerySchema,
  HowToPlayExtraListResponseSchema,
  HowToPlayExtraParamsSchema,
  HowToPlayOrderBodySchema,
  HowToPlayOrderParamsSchema,
  PreviewBodySchema,
  PreviewResponseSchema,
  PrizesBodySchema,
  PrizesParamsSchema,
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

  app.get('/content/prizes/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary:
        'The tenant’s prizes in one language ([]: none, the app shows the default language’s)',
      params: PrizesParamsSchema,
      response: { 200: PrizesResponseSchema, ...errors },
    },
    handler: (request) => content().prizes(consoleActor(request).tenantId, request.params.locale),
  });

  app.put('/content/prizes/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Replace the prizes in one language ([] removes that language’s list; idempotent)',
      params: PrizesParamsSchema,
      body: PrizesBodySchema,
      response: { 200: PrizesResponseSchema, ...errors },
    },
    handler: (request) =>
      content().putPrizes(consoleActor(request), request.params.locale, request.body.prizes),
  });

  // How-to-play extras (ADR 0056).
  const extras = () => app.services.howToPlayAdmin;

  app.get('/content/how-to-play', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'The tenant’s how-to-play extras, in one language or all, in their order',
      querystring: HowToPlayExtraListQuerySchema,
      response: { 200: HowToPlayExtraListResponseSchema, ...errors },
    },
    handler: (request) => extras().list(consoleActor(request).tenantId, request.query.locale),
  });

  app.put('/content/how-to-play/:slug/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Write a how-to-play extra in one language; HTML is sanitised (idempotent)',
      params: HowToPlayExtraParamsSchema,
      body: HowToPlayExtraBodySchema,
      response: { 200: ConsoleHowToPlayExtraSchema, ...errors },
    },
    handler: (request) => extras().put(consoleActor(request), request.params, request.body),
  });

  app.delete('/content/how-to-play/:slug/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Remove a how-to-play extra in one language',
      params: HowToPlayExtraParamsSchema,
      response: { 200: ContentRemovedResponseSchema, ...errors },
    },
    handler: (request) => extras().remove(consoleActor(request), request.params),
  });

  app.put('/content/how-to-play-order/:locale', {
    config: { access: 'content' },
    schema: {
      ...common,
      summary: 'Put one language’s how-to-play extras in a new order (every slug once)',
      params: HowToPlayOrderParamsSchema,
      body: HowToPlayOrderBodySchema,
      response: { 200: HowToPlayExtraListResponseSchema, ...errors },
    },
    handler: (request) =>
      extras().order(consoleActor(request), request.params.locale, request.body.slugs),
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
