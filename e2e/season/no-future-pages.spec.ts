import { readFileSync } from 'node:fs';
import { rng } from '@gameweek/api/demo/simulate-managers';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  fplFixtures,
  fplPlayerFixtures,
  latinDigits,
  type Schedule,
  type ScheduledFixture,
  type SportSchedule,
  scheduleOf,
  seasonNow,
} from '../support/real-truth.ts';
import { API_URL, signInAsDemo } from '../support/session.ts';

// Issue 18, "No future", the pages' half (the API's is apps/api/test/no-future): at three instants
// of the season clock drawn with a seeded generator — between a deadline and its first kick-off, in
// the middle of a match day, after a round's finalisation, all ahead of where the season is when
// this journey starts — the clock is moved there and every page of both tenants is crawled as a
// signed-in manager with a team (and the public ones as a guest): every route of
// apps/web/app/routes.ts, with real ids found through the API (players, rounds, managers of the
// leagues), the fixtures of every round including future ones. Each page is held against the ground
// truth — the demo schedule (GET /__e2e/schedule) and the real FPL 2023-24 files — never against the
// API under test: no score before kick-off, no result or FINISHED before full time, no commentary
// line of a minute not yet played, a finished match's score the real one, no price of a round not
// yet opened, no points of a round not yet started, a finished round's points the real ones, a
// player's total the sum of his rounds, no news dated after now. NO_FUTURE_SEED replays other
// instants; the seed is printed.

const SEED = Number(process.env.NO_FUTURE_SEED ?? 18);
const WEB_PORT = process.env.E2E_WEB_PORT ?? '3310';
const TENANTS = [
  { sport: 'soccer', host: 'localhost' },
  { sport: 'cricket', host: 'cricket.localhost' },
] as const;
type Sport = (typeof TENANTS)[number]['sport'];

/**
 * Every route of apps/web/app/routes.ts, by its path there, and what the crawl opens for it. Routes
 * with parameters are filled from the API's answers below; the rest are opened as they are.
 */
const ROUTES: Record<string, 'static' | 'param' | 'skip'> = {
  '': 'static',
  home: 'static',
  guest: 'static',
  'my-team': 'static',
  leaderboard: 'static',
  statistics: 'static',
  fixtures: 'param',
  'fixtures/:fixtureId': 'param',
  'player/:playerId': 'param',
  'points/:round': 'param',
  'manager/:userId/round/:roundId': 'param',
  'how-to-play': 'static',
  prizes: 'static',
  account: 'static',
  'manage-account': 'static',
  'change-password': 'static',
  'remove-profile': 'static',
  'auth/login': 'static',
  'auth/register': 'static',
  'auth/forgot-password': 'static',
  'auth/reset-password': 'static',
  'auth/verify-email': 'static',
  'auth/sms-holding': 'static',
  'auth/vserve': 'static',
  'auth/checkout-payment': 'static',
  'auth/checkout-payment/:step': 'param',
  // Signs the crawler out: no season data, and the rest of the crawl needs the session.
  'auth/logout': 'skip',
  'free-sign-up': 'static',
  'terms-conditions': 'static',
  unsubscribed: 'static',
  otp: 'static',
  'otp/otp-validation': 'static',
  'otp/otp-error': 'static',
  _app: 'static',
  domain_404: 'static',
  domain_500: 'static',
  'public/terms/:termType': 'param',
  'public/*': 'param',
  'welcome/*': 'param',
  // Resource routes: the language switch (a form post), translation files, the API proxy (the API
  // crawl covers what it answers).
  language: 'skip',
  'locales/:lang': 'skip',
  'api/*': 'skip',
  '*': 'param',
};

/** The static pages opened in the browser (the rest are read from the server's HTML). */
const IN_BROWSER = new Set(['', 'home', 'my-team', 'leaderboard', 'statistics']);

interface Seen {
  status: number;
  fixtures: {
    id: number;
    status: string | null;
    score: string | null;
    result: string | null;
    minutes: number[];
  }[];
  prices: number[];
  bars: { round: number; points: string }[];
  total: string | null;
  news: string[];
  net: string | null;
  picks: string[];
  /** The statistics table's rows: player id and total points. */
  stats: { id: number; total: string }[];
}

/**
 * What one page shows: the live document after hydration (url null) or the server's HTML of `url`
 * (fetched with the session cookie and parsed, for the long sweeps). Runs in the browser.
 */
async function seen(page: Page, urls: string[] | null): Promise<Seen[]> {
  return page.evaluate(async (targets) => {
    const read = (doc: Document, status: number) => {
      const text = (el: Element | null | undefined) => (el ? (el.textContent ?? '').trim() : null);
      const rows = (id: string) =>
        [...doc.querySelectorAll(`[data-testid="${id}"] tbody tr`)].map((tr) => [
          text(tr.children[0]) ?? '',
          text(tr.children[1]) ?? '',
        ]);
      return {
        status,
        fixtures: [...doc.querySelectorAll('[data-fixture-id]')].map((el) => ({
          id: Number(el.getAttribute('data-fixture-id')),
          status: el.getAttribute('data-status'),
          score: text(el.querySelector('[data-fixture-score]')),
          result: text(el.querySelector('[data-fixture-result]')),
          minutes: [...el.querySelectorAll('[data-minute]')].map((m) =>
            Number(m.getAttribute('data-minute')),
          ),
        })),
        prices: rows('price-chart').map(([x]) => Number(x)),
        bars: rows('points-chart').map(([x, y]) => ({ round: Number(x), points: y ?? '' })),
        total: text(doc.querySelector('[data-testid="player-page"] .pp-summary dd')),
        news: [...doc.querySelectorAll('time.hs-date')].map(
          (t) => t.getAttribute('datetime') ?? '',
        ),
        net: text(doc.querySelector('[data-testid="round-net-points"]')),
        picks: [...doc.querySelectorAll('[data-testid="pick-points"]')].map((p) => text(p) ?? ''),
        stats: (() => {
          const keys = [
            ...doc.querySelectorAll('[data-testid="statistics"] thead a[data-testid]'),
          ].map((a) => (a.getAttribute('data-testid') ?? '').replace(/^sort-/, ''));
          const at = keys.indexOf('total_points');
          if (at < 0) return [];
          return [...doc.querySelectorAll('[data-testid="stats-row"]')].map((tr) => ({
            id: Number(
              /\/player\/(\d+)/.exec(tr.querySelector('a')?.getAttribute('href') ?? '')?.[1],
            ),
            total: text(tr.querySelectorAll('td')[at]) ?? '',
          }));
        })(),
      };
    };
    if (!targets) return [read(document, 200)];
    // Four at a time: the web and API servers share the machine's two cores.
    const out: ReturnType<typeof read>[] = new Array(targets.length);
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const i = next++;
        const res = await fetch(targets[i] ?? '', { headers: { accept: 'text/html' } });
        const html = await res.text();
        out[i] = read(new DOMParser().parseFromString(html, 'text/html'), res.status);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return out;
  }, urls);
}

const num = (s: string | null) => Number(latinDigits(s ?? '').replace(/[^\d.-]/g, ''));

/** The ground truth at one instant, per sport. */
class Truth {
  readonly fixtures = new Map<number, ScheduledFixture & { sport: Sport }>();
  /** FPL fixture id → real final score. */
  private readonly finals = new Map<string, { home: number | null; away: number | null }>();
  /** FPL element and round → real points. */
  private readonly realPoints = new Map<string, number>();
  readonly playerElement = new Map<number, string>();

  constructor(readonly schedule: Schedule) {
    for (const f of schedule.soccer.fixtures) this.fixtures.set(f.id, { ...f, sport: 'soccer' });
    for (const f of schedule.cricket?.fixtures ?? [])
      this.fixtures.set(f.id, { ...f, sport: 'cricket' });
    for (const f of fplFixtures())
      this.finals.set(String(f.id), { home: f.homeScore, away: f.awayScore });
    for (const r of fplPlayerFixtures()) {
      const key = `${r.element}:${r.round}`;
      this.realPoints.set(key, (this.realPoints.get(key) ?? 0) + r.totalPoints);
    }
    for (const p of schedule.soccer.players) this.playerElement.set(p.id, p.externalId);
  }

  season(sport: Sport): SportSchedule {
    const s = sport === 'soccer' ? this.schedule.soccer : this.schedule.cricket;
    if (!s) throw new Error(`no ${sport} season`);
    return s;
  }

  /** Rounds with a match kicked off by `now`. */
  startedRounds(sport: Sport, now: number): Set<number> {
    return new Set(
      this.season(sport)
        .fixtures.filter((f) => Date.parse(f.kickoff) <= now)
        .map((f) => f.round),
    );
  }

  /** Rounds whose every match was over by `at`. */
  finishedRounds(sport: Sport, at: number): Set<number> {
    const open = new Set(
      this.season(sport)
        .fixtures.filter((f) => Date.parse(f.finish) > at)
        .map((f) => f.round),
    );
    return new Set(
      this.season(sport)
        .rounds.map((r) => r.number)
        .filter((n) => !open.has(n)),
    );
  }

  final(externalId: string) {
    return this.finals.get(externalId);
  }

  points(playerId: number, round: number): number {
    return this.realPoints.get(`${this.playerElement.get(playerId)}:${round}`) ?? 0;
  }
}

/**
 * Everything on one page that the clock has not reached. `now` is the API's now after the page was
 * read (the clock does not move by itself, so nothing on the page can be later than that);
 * `settled` is an instant whose finished rounds every cache has long seen.
 */
function futureOn(
  s: Seen,
  sport: Sport,
  truth: Truth,
  now: number,
  settled: number,
  player: number | null,
): string[] {
  const out: string[] = [];
  const iso = (t: number) => new Date(t).toISOString();
  if (s.status >= 500) out.push(`answered ${s.status}`);
  for (const f of s.fixtures) {
    const t = truth.fixtures.get(f.id);
    if (!t) {
      out.push(`fixture ${f.id} is not in the schedule`);
      continue;
    }
    const kickoff = Date.parse(t.kickoff);
    const finish = Date.parse(t.finish);
    const started = kickoff <= now;
    const finished = finish <= now;
    if (!started && f.score !== null)
      out.push(`fixture ${f.id} shows ${f.score} before its kick-off at ${iso(kickoff)}`);
    if (!started && f.status !== 'SCHEDULED' && f.status !== 'POSTPONED')
      out.push(`fixture ${f.id} is ${f.status} before its kick-off at ${iso(kickoff)}`);
    if (!finished && f.result !== null)
      out.push(`fixture ${f.id} shows "${f.result}" before full time at ${iso(finish)}`);
    if (!finished && f.status === 'FINISHED')
      out.push(`fixture ${f.id} is FINISHED before full time at ${iso(finish)}`);
    const played = Math.floor(((now - kickoff) / (finish - kickoff)) * 90);
    for (const m of f.minutes)
      if (!finished && m > played)
        out.push(`fixture ${f.id} has a line at minute ${m}, the clock is at minute ${played}`);
    if (t.sport === 'soccer' && f.score !== null) {
      const [home, away] = latinDigits(f.score)
        .split(/[^\d]+/)
        .map(Number);
      const real = truth.final(t.externalId);
      if (real && f.status === 'FINISHED' && (home !== real.home || away !== real.away))
        out.push(`fixture ${f.id} ended ${f.score}, really ${real.home}–${real.away}`);
      if (real && ((home ?? 0) > (real.home ?? 0) || (away ?? 0) > (real.away ?? 0)))
        out.push(`fixture ${f.id} shows ${f.score}, more than its real ${real.home}–${real.away}`);
    }
  }
  for (const at of s.news)
    if (Number.isNaN(Date.parse(at)) || Date.parse(at) > now)
      out.push(`news dated ${at}, after now`);
  const season = truth.season(sport);
  const opens = new Map(season.rounds.map((r) => [r.number, Date.parse(r.opensAt)]));
  for (const r of s.prices)
    if ((opens.get(r) ?? Number.POSITIVE_INFINITY) > now)
      out.push(`price of round ${r}, opening ${iso(opens.get(r) ?? 0)}`);
  const started = truth.startedRounds(sport, now);
  for (const b of s.bars)
    if (!started.has(b.round)) out.push(`points of round ${b.round}, not started`);
  // The statistics table's totals: no more than the player really scored in the rounds started by
  // now (a round still being played may show up to 7 more for a while: a clean sheet not yet lost,
  // a provisional bonus).
  if (sport === 'soccer' && s.stats.length > 0) {
    const over = truth.finishedRounds('soccer', now);
    const live = [...started].filter((r) => !over.has(r)).length;
    for (const row of s.stats) {
      const real = [...started].reduce((a, r) => a + truth.points(row.id, r), 0);
      if (num(row.total) > real + 7 * live)
        out.push(`player ${row.id}: total ${row.total}, really ${real} in the rounds started`);
    }
  }
  if (player !== null && s.total !== null) {
    const sum = s.bars.reduce((a, b) => a + num(b.points), 0);
    if (num(s.total) !== sum)
      out.push(`total points ${s.total}, the rounds shown add up to ${sum}`);
    if (sport === 'soccer') {
      const done = truth.finishedRounds('soccer', settled);
      for (const b of s.bars)
        if (done.has(b.round) && num(b.points) !== truth.points(player, b.round))
          out.push(`round ${b.round}: ${b.points} points, really ${truth.points(player, b.round)}`);
    }
  }
  return out;
}

/** A manager's points of a round not started yet: none, on the round and on every pick. */
function roundPointsOn(s: Seen, sport: Sport, truth: Truth, now: number, path: string): string[] {
  const season = truth.season(sport);
  const own = /^\/points\/(\d+)$/.exec(path)?.[1];
  const other = /^\/manager\/\d+\/round\/(\d+)$/.exec(path)?.[1];
  const round = own
    ? Number(own)
    : season.rounds.find((r) => r.id === Number(other ?? Number.NaN))?.number;
  if (round === undefined || truth.startedRounds(sport, now).has(round)) return [];
  const out: string[] = [];
  if (s.net !== null && num(s.net) !== 0)
    out.push(`${s.net} points in round ${round}, not started`);
  const scored = s.picks.filter((p) => num(p) !== 0);
  if (scored.length > 0)
    out.push(`picks with points ${scored.join(', ')} in round ${round}, not started`);
  return out;
}

interface Instant {
  kind: string;
  at: number;
}

/**
 * Three instants ahead of `now`, drawn with the seeded generator: between the open round's deadline
 * and its first kick-off; in the middle of the next round's match day; after the round after that is
 * finalised (its last full time) and before the following deadline. At most three rounds forward.
 */
function instants(schedule: SportSchedule, now: number, random: () => number): Instant[] {
  const rounds = schedule.rounds.filter((r) => Date.parse(r.deadlineAt) > now + 60_000);
  const [a, b, c, d] = rounds;
  if (!a || !b || !c || !d) throw new Error('the season is too near its end for the crawl');
  const fixturesOf = (n: number) => schedule.fixtures.filter((f) => f.round === n);
  const firstKickoff = (n: number) => Math.min(...fixturesOf(n).map((f) => Date.parse(f.kickoff)));
  const lastFinish = (n: number) => Math.max(...fixturesOf(n).map((f) => Date.parse(f.finish)));
  const between = (from: number, to: number) => from + (0.1 + 0.8 * random()) * (to - from);
  return [
    {
      kind: `round ${a.number}: deadline passed, no kick-off yet`,
      at: between(Date.parse(a.deadlineAt), firstKickoff(a.number)),
    },
    {
      kind: `round ${b.number}: middle of the match day`,
      at: between(firstKickoff(b.number), lastFinish(b.number)),
    },
    {
      kind: `round ${c.number}: finalised, before round ${d.number}'s deadline`,
      at: between(lastFinish(c.number) + 60_000, Date.parse(d.deadlineAt)),
    },
  ].map((i) => ({ ...i, at: Math.round(i.at) }));
}

async function moveClock(request: APIRequestContext, at: number) {
  const res = await request.post(`${API_URL}/__e2e/clock`, {
    data: { at: new Date(at).toISOString() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const moved = (await res.json()) as { failed?: unknown[] };
  expect(moved.failed ?? [], 'no season clock step failed').toEqual([]);
}

/**
 * The API through the web app's proxy, from inside the page: the runner's own requests do not resolve
 * cricket.localhost as the browser does.
 */
async function api<T>(page: Page, path: string, body?: object): Promise<T> {
  const res = await page.evaluate(
    async ({ path, body }) => {
      const r = await fetch(path, {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, text: await r.text() };
    },
    { path, body },
  );
  expect(res.status, `${path}: ${res.text.slice(0, 300)}`).toBe(200);
  return JSON.parse(res.text) as T;
}

/** A fresh demo manager on `host` with the suggested squad saved for the open round. */
async function managerOn(browser: Browser, host: string): Promise<Page> {
  const base = `http://${host}:${WEB_PORT}`;
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await signInAsDemo(page);
  const squad = await api<{
    picks: { player_id: number; slot: number }[];
    captain_id: number;
    vice_captain_id: number;
  }>(page, '/api/v1/user/quick-picks', {});
  await api(page, '/api/v1/user', {
    picks: squad.picks.map(({ player_id, slot }) => ({ player_id, slot })),
    captain_id: squad.captain_id,
    vice_captain_id: squad.vice_captain_id,
    chip: null,
  });
  return page;
}

/** The pages of one tenant at one instant: [path, opened in the browser (else its server HTML)]. */
async function pagesOf(
  page: Page,
  sport: Sport,
  truth: Truth,
  now: number,
  random: () => number,
): Promise<[string, boolean][]> {
  const season = truth.season(sport);
  const out: [string, boolean][] = [];
  for (const [path, kind] of Object.entries(ROUTES))
    if (kind === 'static') out.push([`/${path}`, IN_BROWSER.has(path)]);
  out.push(
    ['/statistics?sort=total_points', true],
    ['/statistics?sort=form', false],
    ['/statistics?sort=price', false],
    ['/auth/checkout-payment/offer', false],
    ['/public/terms/terms-and-conditions', false],
    ['/public/terms/privacy-policy', false],
    ['/public/how-to-play', false],
    ['/welcome/prizes', false],
    ['/no-such-page', false],
    ['/fixtures', true],
  );
  // Every round's fixtures, the future ones too.
  for (const r of season.rounds) out.push([`/fixtures?round=${r.number}`, false]);
  // Match pages (ADR 0060): one fixture of every round, the future ones too.
  for (const r of season.rounds) {
    const f = season.fixtures.find((x) => x.round === r.number);
    if (f) out.push([`/fixtures/${f.id}`, false]);
  }
  // Players: the season's best, the priciest, the manager's own and a few drawn at random.
  const { players } = await api<{
    players: { id: number; total_points: number; price: number }[];
  }>(page, '/api/v1/players');
  const team = await api<{ picks: { player: { id: number } }[] }>(page, '/api/v1/user');
  const ids = new Set<number>([
    ...[...players]
      .sort((a, b) => b.total_points - a.total_points)
      .slice(0, 3)
      .map((p) => p.id),
    ...[...players]
      .sort((a, b) => b.price - a.price)
      .slice(0, 2)
      .map((p) => p.id),
    ...team.picks.slice(0, 3).map((p) => p.player.id),
    ...Array.from({ length: 3 }, () => players[Math.floor(random() * players.length)]?.id ?? 0),
  ]);
  let first = true;
  for (const id of ids) {
    out.push([`/player/${id}`, first]);
    first = false;
  }
  // The manager's rounds, from the first to two ahead of the open one.
  const last = Math.max(
    ...season.rounds.filter((r) => Date.parse(r.opensAt) <= now).map((r) => r.number),
  );
  for (const r of season.rounds.filter((x) => x.number <= last + 2))
    out.push([`/points/${r.number}`, r.number === last]);
  // Other managers' rounds: two of the overall league's, every round up to one ahead of the open one.
  const board = await api<{ rows: { user_id: number }[] }>(page, '/api/v1/leaderboard');
  for (const row of board.rows.slice(0, 2))
    for (const r of season.rounds.filter((x) => x.number <= last + 1))
      out.push([`/manager/${row.user_id}/round/${r.id}`, false]);
  return out;
}

test('no page shows anything after the season clock’s now, at three random instants (both tenants)', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(420_000);
  // Every route of routes.ts is crawled or skipped for a reason written above.
  const routesFile = readFileSync(new URL('../../apps/web/app/routes.ts', import.meta.url), 'utf8');
  const declared = [...routesFile.matchAll(/(?:route\('([^']*)'|index\()/g)].map((m) => m[1] ?? '');
  expect(declared.sort()).toEqual(Object.keys(ROUTES).sort());

  const random = rng(SEED);
  const start = await seasonNow(request);
  let truth = new Truth(await scheduleOf(request));
  const points = instants(truth.season('soccer'), start, random);
  console.log(
    `no-future pages: seed ${SEED}; instants ${points.map((p) => `${new Date(p.at).toISOString()} (${p.kind})`).join(', ')}`,
  );
  info.annotations.push({ type: 'seed', description: String(SEED) });
  let settled = start;
  for (const point of points) {
    await moveClock(request, point.at);
    truth = new Truth(await scheduleOf(request));
    const violations: string[] = [];
    let crawled = 0;
    const began = Date.now();
    // What the checks saw, so a crawl that finds nothing to check does not pass quietly.
    const tally = {
      fixtures: 0,
      scores: 0,
      results: 0,
      lines: 0,
      prices: 0,
      bars: 0,
      news: 0,
      picks: 0,
      stats: 0,
    };
    for (const { sport, host } of TENANTS) {
      const page = await managerOn(browser, host);
      const list = await pagesOf(page, sport, truth, await seasonNow(request), random);
      const check = (path: string, s: Seen, now: number) => {
        tally.fixtures += s.fixtures.length;
        tally.scores += s.fixtures.filter((f) => f.score !== null).length;
        tally.results += s.fixtures.filter((f) => f.result !== null).length;
        tally.lines += s.fixtures.reduce((a, f) => a + f.minutes.length, 0);
        tally.prices += s.prices.length;
        tally.bars += s.bars.length;
        tally.news += s.news.length;
        tally.picks += s.picks.length;
        tally.stats += s.stats.length;
        const player = /^\/player\/(\d+)/.exec(path)?.[1];
        for (const v of futureOn(s, sport, truth, now, settled, player ? Number(player) : null))
          violations.push(`${sport} ${path}: ${v}`);
        for (const v of roundPointsOn(s, sport, truth, now, path))
          violations.push(`${sport} ${path}: ${v}`);
        crawled++;
      };
      for (const [path] of list.filter(([, open]) => open)) {
        const res = await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        const [s] = await seen(page, null);
        if (s) check(path, { ...s, status: res?.status() ?? 0 }, await seasonNow(request));
      }
      const served = list.filter(([, open]) => !open).map(([path]) => path);
      const html = await seen(page, served);
      const now = await seasonNow(request);
      for (const [i, path] of served.entries()) {
        const s = html[i];
        if (s) check(path, s, now);
      }
      // The guest's pages: the landing, the guest home, the public ones.
      const guest = await browser.newContext({ baseURL: `http://${host}:${WEB_PORT}` });
      const visitor = await guest.newPage();
      for (const path of ['/', '/guest', '/how-to-play', '/prizes', '/public/terms/faq']) {
        const res = await visitor.goto(path);
        const [shown] = await seen(visitor, null);
        const s = { ...(shown as Seen), status: res?.status() ?? 0 };
        for (const v of futureOn(s, sport, truth, await seasonNow(request), settled, null))
          violations.push(`${sport} guest ${path}: ${v}`);
        crawled++;
      }
      await guest.close();
      await page.context().close();
    }
    console.log(
      `no-future pages: ${point.kind}, ${crawled} pages in ${Math.round((Date.now() - began) / 1000)} s, ${violations.length} leaks`,
    );
    console.log(`no-future pages: checked ${JSON.stringify(tally)}`);
    expect(
      violations.slice(0, 40),
      `at ${new Date(point.at).toISOString()}, ${point.kind}, seed ${SEED}: ${violations.length} in all`,
    ).toEqual([]);
    expect(crawled).toBeGreaterThan(150);
    expect(tally.scores).toBeGreaterThan(30);
    expect(tally.prices).toBeGreaterThan(20);
    expect(tally.bars).toBeGreaterThan(20);
    expect(tally.picks).toBeGreaterThan(50);
    expect(tally.stats).toBeGreaterThan(50);
    settled = point.at;
  }
});
