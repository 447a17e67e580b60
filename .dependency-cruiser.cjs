// The boundaries `npm run lint` enforces (issue 19 §3; docs/decisions/0031-boundaries-a-tool-enforces.md).
// A violation fails the lint with the rule's name and the offending import.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'packages-never-import-apps',
      comment:
        'The packages form a one-way graph under the apps: nothing in packages/ imports an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'rules-import-nothing-of-ours',
      comment: 'The rules engine is pure and stands alone: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/rules/' },
      to: { path: '^(packages/(?!rules/)|apps/)' },
    },
    {
      name: 'web-features-do-not-import-each-other',
      comment:
        'A web feature is used by routes; what two features share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/', pathNot: '^apps/web/app/features/$1/' },
    },
    {
      name: 'api-routes-call-services-not-repositories',
      comment: 'ADR 0006: routes → services → repositories. A route calls a service.',
      severity: 'error',
      from: { path: '^apps/api/src/routes/' },
      to: { path: '^apps/api/src/repositories/' },
    },
    {
      name: 'api-services-do-not-import-routes',
      comment: 'ADR 0006: the layers point one way; a service knows nothing of HTTP routes.',
      severity: 'error',
      from: { path: '^apps/api/src/(services|repositories|jobs)/' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-repositories-are-sql-only',
      comment: 'ADR 0006: a repository runs SQL; it calls no service.',
      severity: 'error',
      from: { path: '^apps/api/src/repositories/' },
      to: { path: '^apps/api/src/(services|jobs)/' },
    },
    {
      name: 'api-only-repositories-run-queries',
      comment:
        'ADR 0006: only repositories run SQL. Jobs, the demo and services reach the database through ' +
        'apps/api/src/repositories/: they import neither drizzle-orm nor anything of packages/db (the ' +
        'schema tables, the bulk-insert helpers, queryRows, the importers and seeds). Type-only imports ' +
        'are allowed (the `Database` handle a job or service passes on, a row type such as ' +
        'TenantLanguage): a type runs no query. demo/prepare-demo.main.ts creates its own database; the ' +
        'demo importer has the next rule. Two modules of packages/db run no query and may be read: the FPL ' +
        "source reader (import/fpl-source.ts, plain files) and the data root's path (testing/data-root.ts), " +
        'which the demo provider (ADR 0044) holds its season from.',
      severity: 'error',
      from: {
        path: '^apps/api/src/(jobs|demo|services)/',
        pathNot: '^apps/api/src/demo/prepare-demo(\\.main)?\\.ts$',
      },
      to: {
        path: '(^|/)node_modules/drizzle-orm/|^drizzle-orm(/|$)|^packages/db/src/',
        pathNot: '^packages/db/src/(import/fpl-source|testing/data-root)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-demo-importer-calls-only-db-import-and-seed',
      comment:
        'api-only-repositories-run-queries for the demo importer (demo/prepare-demo.ts), the one ' +
        'module that may call packages/db import and seed code (the season importers, the default ' +
        'tenants): it imports those and nothing else of packages/db or drizzle-orm, other than types.',
      severity: 'error',
      from: { path: '^apps/api/src/demo/prepare-demo\\.ts$' },
      to: {
        path: '(^|/)node_modules/drizzle-orm/|^drizzle-orm(/|$)|^packages/db/src/',
        pathNot: '^packages/db/src/(import/(fpl|cricket)|seed/tenants)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|dist|coverage|\\.react-router|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
