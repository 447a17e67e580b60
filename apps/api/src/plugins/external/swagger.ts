import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /** Request bodies shown in the docs (OpenAPI `examples` of the JSON body). */
    bodyExamples?: readonly unknown[];
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod transform, plus a route's `bodyExamples` as its body's examples. */
function transform(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const examples = (input.schema as { bodyExamples?: readonly unknown[] } | undefined)
    ?.bodyExamples;
  const schema = out.schema as Record<string, unknown>;
  delete schema.bodyExamples;
  if (examples && schema.body && typeof schema.body === 'object')
    schema.body = { ...(schema.body as object), examples };
  return out;
}

/** OpenAPI generated from the same zod schemas that validate requests and strip responses. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Gameweek API',
          version: '1.0.0',
          description:
            'Fantasy sports API. Tenant chosen by the `domain` header (falls back to Host). ' +
            'Errors are `{ statusCode, message, redirect?, code?, details? }`.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
