import fp from 'fastify-plugin';
import type { Env } from '../../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
  }
}

export default fp<{ env: Env }>(
  async (app, opts) => {
    app.decorate('env', opts.env);
  },
  { name: 'env' },
);
