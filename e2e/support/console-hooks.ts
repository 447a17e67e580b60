/**
 * The console journeys' one test-only route (loopback callers only, like season-hooks.ts):
 * POST /__e2e/staff { email, name, password, tenant?, role?, super_admin? } makes a staff account
 * the way `npm run admin:create` does for a deployment's first owner (the staff service's own
 * createAccount: the password rules, the audit entry), so a journey starts from a staff member who
 * signs in through the console and sets up two-factor there. Answers { id }.
 */

import type {} from '@gameweek/api/plugins/app/services';
import { type StaffRole, StaffRoleSchema } from '@gameweek/contracts/admin';
import type { Database } from '@gameweek/db/create-db';
import { tenants } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from './season-hooks.ts';

interface StaffBody {
  email: string;
  name: string;
  password: string;
  tenant?: string;
  role?: string;
  super_admin?: boolean;
}

export async function registerConsoleHooks(app: FastifyInstance, db: Database): Promise<void> {
  app.post('/__e2e/staff', async (request) => {
    loopbackOnly(request);
    const body = request.body as StaffBody;
    let owner: { tenantId: number; role: StaffRole } | undefined;
    if (body.tenant) {
      const [row] = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.slug, body.tenant));
      if (!row) throw new Error(`e2e hooks: no tenant ${body.tenant}`);
      owner = { tenantId: row.id, role: StaffRoleSchema.parse(body.role ?? 'owner') };
    }
    const staff = await app.services.staffAuth.createAccount({
      email: body.email,
      name: body.name,
      password: body.password,
      superAdmin: body.super_admin === true,
      ...(owner ? { owner } : {}),
    });
    return { id: staff.id };
  });
}
