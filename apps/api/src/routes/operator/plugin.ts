// The one registration point of the account and operator routes: the operator callback and the local
// mailbox (not tenant-scoped), then the tenant-scoped account and operator calls. Their services are
// wired with the rest (plugins/app/services.ts), their errors mapped by the one error handler.
import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from '../account/index.ts';
import mailboxRoutes from '../account/mailbox.ts';
import callbackRoutes from './callbacks.ts';
import operatorRoutes from './index.ts';

const accountAndOperatorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(callbackRoutes);
  await app.register(mailboxRoutes);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.resolveTenant);
    await scoped.register(accountRoutes);
    await scoped.register(operatorRoutes);
  });
};

export default accountAndOperatorRoutes;
