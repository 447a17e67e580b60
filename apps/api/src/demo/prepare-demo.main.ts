// Measures prepareDemo on a fresh PGlite directory: node --import tsx apps/api/src/demo/prepare-demo.main.ts [dir]
import { rmSync } from 'node:fs';
import { createDb } from '@gameweek/db/create-db';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { loadEnv } from '../env.ts';
import { prepareDemo } from './prepare-demo.ts';

const dir = process.argv[2] ?? '/tmp/gameweek-demo';
rmSync(dir, { recursive: true, force: true });
const started = Date.now();
const handle = await createDb({ dataDir: dir });
// As `npm start` prepares it: the soccer matches through the feed (ADR 0044).
const feed = { keySecret: loadEnv().FEED_KEY_SECRET };
const migrated = Date.now() - started;
const result = await prepareDemo(handle.db, { dataRoot: dataRoot(), feed });
console.log({ migratedMs: migrated, totalMs: Date.now() - started, ...result });
const again = Date.now();
const second = await prepareDemo(handle.db, { dataRoot: dataRoot(), feed });
console.log({
  secondCallMs: Date.now() - again,
  prepared: second.prepared,
  steps: second.clockSteps,
});
await handle.close();
