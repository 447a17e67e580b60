// The boundaries of .dependency-cruiser.cjs (run by `npm run lint` and `npm test`) catch what they
// name: a miniature workspace breaks each rule once, and the check must fail naming every rule; the
// same workspace without the offending imports passes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
/** @type {string[]} */
const dirs = [];

/** @param {Record<string, string>} files */
function workspace(files) {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'tsconfig.base.json'),
    '{ "compilerOptions": { "allowImportingTsExtensions": true } }',
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** @param {string} dir */
function check(dir) {
  const r = spawnSync(
    depcruise,
    ['apps', 'packages', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: dir, encoding: 'utf8' },
  );
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const leaves = {
  'packages/db/src/schema.ts': 'export const users = 1;\n',
  'packages/db/src/create-db.ts': 'export type Database = { execute(): void };\n',
  'packages/db/src/import/fpl.ts': 'export const importFplSeason = 1;\n',
  'apps/api/src/repositories/users.ts': 'export const findUser = 1;\n',
  'apps/api/src/services/users.ts': 'export const userService = 1;\n',
  'apps/api/src/routes/users.ts': 'export const userRoutes = 1;\n',
  'apps/web/app/features/home/page.ts': 'export const home = 1;\n',
  'apps/web/app/features/leaderboard/table.ts': 'export const table = 1;\n',
};

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the boundaries the lint enforces', () => {
  it('fails on each kind of violation, naming its rule', () => {
    const dir = workspace({
      ...leaves,
      'packages/db/src/uses-api.ts':
        "import { userRoutes } from '../../../apps/api/src/routes/users.ts';\nexport const x = userRoutes;\n",
      'packages/rules/src/uses-db.ts':
        "import { users } from '../../db/src/schema.ts';\nexport const y = users;\n",
      'apps/web/app/features/home/uses-leaderboard.ts':
        "import { table } from '../leaderboard/table.ts';\nexport const z = table;\n",
      'apps/api/src/routes/uses-repository.ts':
        "import { findUser } from '../repositories/users.ts';\nexport const r = findUser;\n",
      'apps/api/src/services/uses-route.ts':
        "import { userRoutes } from '../routes/users.ts';\nexport const s = userRoutes;\n",
      'apps/api/src/repositories/uses-service.ts':
        "import { userService } from '../services/users.ts';\nexport const t = userService;\n",
      // A job or a service that builds its own query (ADR 0006: jobs → repositories).
      'apps/api/src/jobs/uses-schema.ts':
        "import { users } from '../../../../packages/db/src/schema.ts';\nexport const j = users;\n",
      'apps/api/src/services/uses-drizzle.ts':
        "import { sql } from 'drizzle-orm';\nexport const q = sql;\n",
      // The account services are checked like any other service.
      'apps/api/src/services/otp/uses-schema.ts':
        "import { users } from '../../../../../packages/db/src/schema.ts';\nexport const o = users;\n",
      // Only the demo importer may call packages/db's importers, and it runs no query of its own.
      'apps/api/src/jobs/uses-importer.ts':
        "import { importFplSeason } from '../../../../packages/db/src/import/fpl.ts';\nexport const i = importFplSeason;\n",
      'apps/api/src/demo/prepare-demo.ts':
        "import { importFplSeason } from '../../../../packages/db/src/import/fpl.ts';\nimport { users } from '../../../../packages/db/src/schema.ts';\nexport const p = [importFplSeason, users];\n",
    });
    const { status, out } = check(dir);
    expect(status, out).not.toBe(0);
    expect(out).toContain('apps/api/src/jobs/uses-schema.ts → packages/db/src/schema.ts');
    expect(out).toMatch(/apps\/api\/src\/services\/uses-drizzle\.ts → \S*drizzle-orm/);
    expect(out).toContain('apps/api/src/services/otp/uses-schema.ts → packages/db/src/schema.ts');
    expect(out).toContain('apps/api/src/jobs/uses-importer.ts → packages/db/src/import/fpl.ts');
    expect(out).toContain(
      'api-demo-importer-calls-only-db-import-and-seed: apps/api/src/demo/prepare-demo.ts → packages/db/src/schema.ts',
    );
    expect(out).not.toContain('apps/api/src/demo/prepare-demo.ts → packages/db/src/import/fpl.ts');
    for (const rule of [
      'packages-never-import-apps',
      'rules-import-nothing-of-ours',
      'web-features-do-not-import-each-other',
      'api-routes-call-services-not-repositories',
      'api-services-do-not-import-routes',
      'api-repositories-are-sql-only',
      'api-only-repositories-run-queries',
      'api-demo-importer-calls-only-db-import-and-seed',
    ])
      expect(out, rule).toContain(rule);
  });

  it('passes imports that follow the layers', () => {
    const dir = workspace({
      ...leaves,
      'apps/api/src/routes/ok.ts':
        "import { userService } from '../services/users.ts';\nexport const a = userService;\n",
      'apps/api/src/services/ok.ts':
        "import { findUser } from '../repositories/users.ts';\nexport const b = findUser;\n",
      'apps/web/app/features/home/ok.ts':
        "import { home } from './page.ts';\nexport const c = home;\n",
      // A job queries through a repository and may name the database handle's type.
      'apps/api/src/jobs/ok.ts':
        "import type { Database } from '../../../../packages/db/src/create-db.ts';\nimport { findUser } from '../repositories/users.ts';\nexport const d = (db: Database) => [db, findUser];\n",
      'apps/api/src/repositories/ok.ts':
        "import { users } from '../../../../packages/db/src/schema.ts';\nexport const e = users;\n",
      // The demo importer calls packages/db's importers and names the database type.
      'apps/api/src/demo/prepare-demo.ts':
        "import type { Database } from '../../../../packages/db/src/create-db.ts';\nimport { importFplSeason } from '../../../../packages/db/src/import/fpl.ts';\nexport const f = (db: Database) => [db, importFplSeason];\n",
    });
    const { status, out } = check(dir);
    expect(out).not.toMatch(/error/);
    expect(status, out).toBe(0);
  });
});

describe('the web runtime bans the lint enforces (biome.json overrides)', () => {
  /** Lints a miniature workspace with the repository's biome.json; returns its diagnostics. */
  /** @param {Record<string, string>} files */
  function lint(files) {
    const dir = mkdtempSync(join(tmpdir(), 'web-bans-'));
    dirs.push(dir);
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const r = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', 'apps'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: r.status, out: `${r.stdout}${r.stderr}` };
  }
  const probe =
    "import { use } from 'react';\nimport { useFormStatus } from 'react-dom';\nimport { Link } from 'react-router';\nexport const probe = [use, useFormStatus, Link];\n";

  it("refuses React 19 APIs Preact's compat lacks, and React Router's Link, in the web app only", () => {
    const { status, out } = lint({
      'apps/web/app/lib/probe.ts': probe,
      'apps/api/src/probe.ts': probe,
    });
    expect(status, out).not.toBe(0);
    expect(out).toContain('apps/web/app/lib/probe.ts:1:10 lint/style/noRestrictedImports');
    expect(out).toContain('apps/web/app/lib/probe.ts:2:10 lint/style/noRestrictedImports');
    expect(out).toContain('apps/web/app/lib/probe.ts:3:10 lint/style/noRestrictedImports');
    expect(out).not.toContain('apps/api/src/probe.ts');
  });

  it('lets the web app import what the runtime has', () => {
    const { status, out } = lint({
      'apps/web/app/lib/ok.ts':
        "import { useState } from 'react';\nimport { useNavigate } from 'react-router';\nexport const ok = [useState, useNavigate];\n",
    });
    expect(out).not.toContain('noRestrictedImports');
    expect(status, out).toBe(0);
  });
});
