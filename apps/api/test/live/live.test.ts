import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents } from '../../src/jobs/live-events.ts';
import { setup, type TestContext } from '../helpers/setup.ts';

describe('GET /v1/live (pglite)', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await setup('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => t?.close());

  it("streams the tenant season's events and nothing of other seasons", async () => {
    // The app itself listens too (its round cache follows round.status): count only the stream's.
    const before = liveEvents.listenerCount();
    const ctrl = new AbortController();
    const res = await fetch(`${base}/v1/live`, {
      headers: { domain: 'a.test' },
      signal: ctrl.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async (until: string) => {
      while (!text.includes(until)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await read('retry:');
    const at = new Date().toISOString();
    liveEvents.publish({
      type: 'round.scores',
      seasonId: t.season.seasonId + 999,
      roundId: 1,
      final: false,
      at,
    });
    liveEvents.publish({
      type: 'fixture.update',
      seasonId: t.season.seasonId,
      roundId: t.season.roundIds[0]!,
      fixtureId: t.season.fixtureIds[0]!,
      status: 'LIVE',
      minute: 37,
      homeScore: 1,
      awayScore: 0,
      at,
    });
    await read('"minute":37');
    expect(text).toContain('event: fixture.update');
    expect(text).not.toContain('round.scores');
    ctrl.abort();
    expect(liveEvents.listenerCount()).toBeLessThanOrEqual(before + 1);
  });
});
