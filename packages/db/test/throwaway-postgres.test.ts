import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../src/testing/throwaway-postgres.ts';

describe('throwaway PostgreSQL', () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('answers queries on a loopback port and reports the server version', async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const r = await client.query<{ v: string }>(
      "select current_setting('server_version_num') as v",
    );
    await client.end();
    expect(Number(r.rows[0]?.v)).toBeGreaterThanOrEqual(150000);
    expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/app$/);
  });
});
