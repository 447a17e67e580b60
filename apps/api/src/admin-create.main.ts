// `npm run admin:create -- --email owner@operator.example --name "Ana Owner" --tenant <slug>`, or
// `--super-admin` instead of `--tenant`: the first staff account of the operator console (ADR 0046).
// The password is read from the terminal (asked twice, not echoed) or, when stdin is not a terminal,
// from its first line; it is never an argument (shell history, process lists). Two-factor is set up
// at the first sign-in. Uses the API's environment (DATABASE_URL or DATA_DIR).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { StaffRoleSchema } from '@gameweek/contracts/admin';
import { createDb } from '@gameweek/db/create-db';
import { loadEnv } from './env.ts';
import { AppError } from './errors.ts';
import { createStaffAccount } from './services/console/bootstrap.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    tenant: { type: 'string' },
    role: { type: 'string' },
    'super-admin': { type: 'boolean', default: false },
  },
});
const usage =
  'usage: npm run admin:create -- --email <e-mail> --name <name> (--tenant <slug> [--role owner|editor|support|viewer] | --super-admin)';
const role = values.role === undefined ? undefined : StaffRoleSchema.safeParse(values.role);
if (
  !values.email ||
  !values.name ||
  (!values.tenant && !values['super-admin']) ||
  (role && !role.success)
) {
  console.error(usage);
  process.exit(2);
}

/** One line from the terminal without echo, or the next line of piped input. */
function readSecret(prompt: string, lines: AsyncIterator<string>): Promise<string> {
  if (!process.stdin.isTTY) return lines.next().then((r) => (r.done ? '' : r.value));
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const mute = rl as unknown as { _writeToOutput: (s: string) => void };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    mute._writeToOutput = () => {};
    process.stdout.write(prompt);
  });
}

const piped = process.stdin.isTTY
  ? undefined
  : createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const lines = piped ?? ({ next: async () => ({ done: true, value: '' }) } as AsyncIterator<string>);
const password = await readSecret('Password: ', lines);
if (process.stdin.isTTY && (await readSecret('Again: ', lines)) !== password) {
  console.error('The two passwords differ.');
  process.exit(1);
}

const env = loadEnv();
const handle = await createDb(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { url: '', dataDir: env.DATA_DIR },
);
try {
  const staff = await createStaffAccount(handle.db, {
    email: values.email,
    name: values.name,
    password,
    superAdmin: values['super-admin'] === true,
    tenantSlug: values.tenant,
    role: role?.success ? role.data : undefined,
  });
  console.log(
    `staff ${staff.id} (${staff.email}) created${staff.superAdmin ? ' as super-admin' : ''}. ` +
      'Sign in to the console to set up two-factor.',
  );
} catch (error) {
  const detail =
    error instanceof AppError && error.details?.[0] ? ` (${error.details[0].code})` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${detail}`);
  process.exitCode = 1;
} finally {
  await handle.close();
  process.stdin.destroy();
}
