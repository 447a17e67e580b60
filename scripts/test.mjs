#!/usr/bin/env node
// The one gate the README's `npm test` runs: typecheck, lint + format check, the import boundaries
// (.dependency-cruiser.cjs), unit/API tests, browser journeys.
// Ends with the plain line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const tmp = mkdtempSync(join(tmpdir(), 'gameweek-test-'));
let passed = 0;
let failed = 0;
const failures = [];
/** Names of the failed tests with the first line of each error, printed last: CI shows only the tail. */
const failedTests = [];

/** @param {string | undefined} text */
function firstLine(text) {
  const plain = stripVTControlCharacters(text ?? '');
  return (
    plain
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/**
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/**
 * @param {string} label
 * @param {string} cmd
 * @param {string[]} args
 */
function gate(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

gate('typecheck', 'npm', ['run', '--silent', 'typecheck']);
gate('lint and format', 'npx', ['biome', 'ci', '--error-on-warnings', '.']);
gate('boundaries', 'npm', ['run', '--silent', 'boundaries']);

const vitestJson = join(tmp, 'vitest.json');
const vitestOk = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  /**
   * Vitest's JSON report, the parts read here.
   * @type {{
   *   numPassedTests: number,
   *   numFailedTests: number,
   *   testResults?: {
   *     name: string,
   *     status: string,
   *     message?: string,
   *     assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[],
   *   }[],
   * }}
   */
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (r.numFailedTests > 0) failures.push(`${r.numFailedTests} vitest test(s)`);
  for (const file of r.testResults ?? []) {
    const rel = file.name.replace(`${process.cwd()}/`, '');
    const failedHere = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedHere)
      failedTests.push(`vitest ${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (file.status === 'failed' && failedHere.length === 0)
      failedTests.push(`vitest ${rel}: ${firstLine(file.message)}`);
  }
  if (!vitestOk && r.numFailedTests === 0) {
    failed += 1;
    failures.push('vitest run (suite error)');
  }
} else {
  failed += 1;
  failures.push('vitest produced no report');
}

/**
 * Walks a Playwright JSON report's suites for tests whose outcome was unexpected.
 * @param {string} label
 * @param {any[]} suites
 */
function collectPlaywrightFailures(label, suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        failedTests.push(
          `${label} ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    collectPlaywrightFailures(label, suite.suites ?? []);
  }
}

/**
 * A Playwright run whose JSON report adds to the counts.
 * @param {string} label
 * @param {string} config
 */
function journeys(label, config) {
  const name = config.replace(/\W+/g, '-');
  const pwJson = join(tmp, `${name}.json`);
  const pwOk = run(label, 'npx', ['playwright', 'test', '-c', config], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    if (s.unexpected) failures.push(`${s.unexpected} ${label}`);
    collectPlaywrightFailures(label, JSON.parse(readFileSync(pwJson, 'utf8')).suites ?? []);
    if (!pwOk && !s.unexpected) {
      failed += 1;
      failures.push(`${label} (suite error)`);
    }
  } else {
    failed += 1;
    failures.push(`${label}: playwright produced no report`);
  }
}

// The journeys at the season's anchor (round 5 open), then the ones that move the season clock on
// their own servers, so neither sees the other's rounds.
journeys('browser journeys', 'e2e/playwright.config.ts');
journeys('season journeys', 'e2e/season.playwright.config.ts');

rmSync(tmp, { recursive: true, force: true });
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
