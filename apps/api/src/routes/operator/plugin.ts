// The one registration point of issue 4's routes: services, the operator callback and the local
// mailbox (not tenant-scoped), then the tenant-scoped account and operator calls.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import accountRoutes from '../account/index.ts';
import mailboxRoutes from '../account/mailbox.ts';
import accountServices, { type AccountServicesOptions } from './account-services.ts';
import callbackRoutes from './callbacks.ts';
import operatorRoutes from './index.ts';

const accountAndOperatorRoutes: FastifyPluginAsync<AccountServicesOptions> = async (app, opts) => {
  await app.register(accountServices, opts);
  await app.register(callbackRoutes);
  await app.register(mailboxRoutes);
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', scoped.resolveTenant);
    await scoped.register(accountRoutes);
    await scoped.register(operatorRoutes);
  });
};

// Not encapsulated, so `app.account` is visible to the API's other routes (register sends the
// verification e-mail).
export default fp(accountAndOperatorRoutes, { name: 'account-and-operator-routes' });
