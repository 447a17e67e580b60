// The first staff account of a deployment, made on the command line (`npm run admin:create`,
// admin-create.main.ts): there is no default account and no password in the code (ADR 0046).
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@gameweek/contracts/admin';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { AuditRepository } from '../../repositories/audit-repository.ts';
import { ConsoleTenantRepository } from '../../repositories/console-tenant-repository.ts';
import {
  StaffLoginThrottleRepository,
  StaffRepository,
} from '../../repositories/staff-repository.ts';
import { LoginThrottle } from '../passwords/login-throttle.ts';
import { AuditService } from './audit.ts';
import { StaffAuthService } from './staff-auth.ts';

export interface NewStaffInput {
  email: string;
  name: string;
  password: string;
  /** A super-admin (every tenant, and tenants themselves)… */
  superAdmin: boolean;
  /** …or a role in the tenant with this slug (usually its first owner). */
  tenantSlug?: string | undefined;
  role?: StaffRole | undefined;
}

export async function createStaffAccount(
  db: Database,
  input: NewStaffInput,
  clock: () => Date = () => new Date(),
) {
  if (!input.superAdmin && !input.tenantSlug) {
    throw new AppError('VALIDATION_FAILED', 'Name a tenant (--tenant <slug>) or --super-admin');
  }
  let owner: { tenantId: number; role: StaffRole } | undefined;
  if (input.tenantSlug) {
    const tenantId = await new ConsoleTenantRepository(db).idBySlug(input.tenantSlug);
    if (tenantId === undefined) throw new AppError('NOT_FOUND', `No tenant ${input.tenantSlug}`);
    owner = { tenantId, role: input.role ?? 'owner' };
  }
  const audit = new AuditService(new AuditRepository(db), clock);
  const auth = new StaffAuthService(
    db,
    new StaffRepository(db),
    new LoginThrottle(new StaffLoginThrottleRepository(db), clock),
    audit,
    // Sessions are not issued here: the account signs in through the console like any other.
    // nor is a TOTP secret sealed: a throwaway key.
    { sessionTtlMs: 0, idleMs: 0, totpIssuer: '', totpBox: new SecretBox(randomBytes(32)) },
    clock,
  );
  return auth.createAccount({
    email: input.email,
    name: input.name,
    password: input.password,
    superAdmin: input.superAdmin,
    ...(owner ? { owner } : {}),
  });
}
