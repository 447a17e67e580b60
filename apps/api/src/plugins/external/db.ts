import type { Database } from '@gameweek/db/create-db';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** The database is created by the caller (main.ts or a test) and closed by it too. */
export default fp<{ db: Database }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
  },
  { name: 'db', dependencies: ['env'] },
);
