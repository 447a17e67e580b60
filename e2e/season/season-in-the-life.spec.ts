import type { PlayerSummary } from '@gameweek/contracts/player';
import type { ChipName, UserTeamResponse } from '@gameweek/contracts/user';
import en from '@gameweek/i18n/locales/en/game';
import ur from '@gameweek/i18n/locales/ur/game';
import type { CricketTeamPoints } from '@gameweek/rules/cricket/team-points';
import { rankFromHistogram } from '@gameweek/rules/ranking';
import type { Points, Price } from '@gameweek/rules/shared/units';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import type { SoccerChip } from '@gameweek/rules/soccer/season-rules';
import type { TeamPick, TeamScore } from '@gameweek/rules/soccer/team-score';
import {
  evaluateTransfers,
  nextFreeTransfers,
  type OwnedPlayer,
} from '@gameweek/rules/soccer/transfers';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { cricketDayTeams, scoreCricketRound } from '../support/cricket-recompute.ts';
import { fplRules, gameweek, officialPoints, scoreRound } from '../support/fpl-recompute.ts';
import { openMyTeam, setLanguage, shot, waitForHydration } from '../support/screens.ts';
import { E2E_TIMING } from '../support/season-timing.ts';
import { API_URL } from '../support/session.ts';

// Issue 18, "a season in the life": three managers (two in English, one in Urdu) play three rounds of
// the FPL 2023-24 replay in the browser from whatever round is open when the journey starts: picks by
// hand and by quick pick, captains, a starter who did not play (an automatic substitution), a private
// league created and joined by code, two transfers of which the second is a -4 hit, Triple Captain and
// Bench Boost. A fourth plays the IPL 2024 match days of the same days on the cricket tenant. After
// each round the clock plays it through to its finalisation and every manager's points page, the home
// page's overall standing and the private league's standings must equal the rules engine's
// recomputation from the raw data (support/fpl-recompute.ts, support/cricket-recompute.ts) for the
// picks each manager saved, never the API's own scoring.

// A step that cannot happen (a disabled button) fails within the minute, not at the test's timeout.
test.use({ actionTimeout: 30_000 });

type Lang = 'en' | 'ur';
const T = { en, ur };

interface SeasonIds {
  players: { id: number; element: number }[];
  rounds: { id: number; number: number; status: string; deadline: string }[];
}

interface RoundEntry {
  picks: TeamPick[];
  chip: SoccerChip | null;
  hit: number;
}

interface Manager {
  label: string;
  lang: Lang;
  page: Page;
  userId: number;
  rounds: Map<number, RoundEntry>;
  /** The squad (elements with purchase prices) the last round was played with. */
  owned: OwnedPlayer[] | null;
  /** Free transfers for the next round, by the rules engine. */
  freeTransfers: number;
  net: Map<number, number>;
  scores: Map<number, TeamScore>;
}

/**
 * From a round's deadline to a minute after its last match ended, when the clock finalises it: the
 * first kick-off an hour after the deadline, the last three hours later, 90 minutes each.
 */
const ROUND_SPAN_MS = E2E_TIMING.kickoffLeadMs + E2E_TIMING.spanMs + E2E_TIMING.matchMs + 60_000;

const CHIPS: Record<ChipName, SoccerChip> = {
  wildcard: 'wildcard',
  free_hit: 'freehit',
  bench_boost: 'bboost',
  triple_captain: '3xc',
};

/** A number as the page prints it (Latin, Arabic-Indic or Urdu digits, grouped) to a number. */
function numberIn(text: string | null): number {
  const ascii = (text ?? '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    // Bidi marks, and grouping separators (en and ur group thousands with a comma or U+066C).
    .replace(/[\u200e\u200f\u061c,\u066c\u00a0\u202f]/g, '')
    .replace(/[\u2212\u2012\u2013]/g, '-')
    .replace(/[\u066b]/g, '.');
  const match = ascii.match(/-?\d+(?:\.\d+)?/);
  if (!match) throw new Error(`no number in "${text}"`);
  return Number(match[0]);
}

async function seasonIds(request: APIRequestContext): Promise<SeasonIds> {
  const res = await request.get(`${API_URL}/__e2e/soccer-ids`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as SeasonIds;
}

async function moveClock(request: APIRequestContext, at: number) {
  // The demo providers send what happened up to `at` on the way, the cricket matches ball by ball (ADR 0050):
  // a match day's deliveries take longer than a request's usual 30 s on a loaded machine.
  const res = await request.post(`${API_URL}/__e2e/clock`, {
    data: { at: new Date(at).toISOString() },
    timeout: 300_000,
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { steps: string[]; failed: string[] };
  expect(body.failed, 'season clock steps that failed').toEqual([]);
  return body;
}

async function apiGet<R>(page: Page, path: string): Promise<R> {
  const res = await page.request.get(`/api/v1${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as R;
}

async function market(page: Page): Promise<PlayerSummary[]> {
  return (await apiGet<{ players: PlayerSummary[] }>(page, '/players')).players;
}

const PASSWORD = 'a season of unusual passphrases 38';

/** The verification link's token from the API's local outbox (the journeys have no SMTP server). */
async function mailedToken(request: APIRequestContext, to: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: { subject: string; text: string }[] };
      const mail = mails.find((m) => /confirm your e-mail/.test(m.subject));
      token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/**
 * A manager registered by e-mail in the browser, verified and signed in. Not the demo button: a demo
 * session lasts a day of the app's clock (DEMO_SESSION_TTL_HOURS), and this season runs for days.
 */
async function registeredPage(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  origin = '',
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const email = `${label}-${Date.now()}@season.example`;
  await page.goto(`${origin}/auth/register`);
  await page.getByLabel('Full name').fill(label[0]!.toUpperCase() + label.slice(1));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Follow its link, then log in.')).toBeVisible();
  await page.goto(`${origin}/auth/verify-email?token=${await mailedToken(request, email)}`);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/home');
  return page;
}

async function newManager(
  browser: Browser,
  request: APIRequestContext,
  label: string,
  lang: Lang,
): Promise<Manager> {
  const page = await registeredPage(browser, request, label);
  await setLanguage(page, lang);
  const me = await apiGet<UserTeamResponse>(page, '/user');
  return {
    label,
    lang,
    page,
    userId: me.user.id,
    rounds: new Map(),
    owned: null,
    freeTransfers: 0,
    net: new Map(),
    scores: new Map(),
  };
}

/** Picks a player in the builder's list by name, as a manager types and taps. */
async function togglePlayer(page: Page, p: PlayerSummary) {
  if (!(await page.getByRole('searchbox').isVisible())) {
    await page.getByTestId('squad-builder').locator('.sb-tab').nth(1).click();
  }
  await page.getByRole('searchbox').fill(p.name);
  await page.locator(`[data-testid="player-row"][data-player-id="${p.id}"] button`).click();
}

const pitchCard = (page: Page, id: number) =>
  page.locator(`[data-testid="pitch-player"][data-player-id="${id}"]`);

async function toPitch(page: Page) {
  await page.getByTestId('squad-builder').locator('.sb-tab').first().click();
}

async function armbandHolder(page: Page, role: 'C' | 'V'): Promise<number> {
  const id = await page
    .locator('[data-testid="pitch-player"]')
    .filter({ has: page.locator(`.pitch-armband-${role}`) })
    .getAttribute('data-player-id');
  return Number(id);
}

/** Hands the armband (captain or vice) to a starter on the pitch, by his sheet's button. */
async function giveArmband(m: Pick<Manager, 'page' | 'lang'>, role: 'C' | 'V', playerId: number) {
  const { page } = m;
  await pitchCard(page, playerId).click();
  const name = role === 'C' ? T[m.lang].builder.makeCaptain : T[m.lang].builder.makeVice;
  await page.getByTestId('player-sheet').getByRole('button', { name, exact: true }).click();
  await expect(pitchCard(page, playerId).locator(`.pitch-armband-${role}`)).toBeVisible();
}

async function save(m: Pick<Manager, 'page' | 'lang'>) {
  // A saved squad that sells and buys is saved through the transfers confirmation (issue 20).
  const review = m.page.getByTestId('transfers-review');
  if (await review.isVisible()) {
    await review.click();
    await m.page.getByTestId('transfers-confirm-save').click();
  } else await m.page.getByTestId('save-team').click();
  await expect(m.page.getByTestId('save-status')).toContainText(T[m.lang].builder.saved);
}

/**
 * A squad of the cheapest players in the order the builder fills its slots (GK 1 and 12, DEF 2–5
 * and 13, MID 6–9 and 14, FWD 10, 11 and 15), everyone of whom played in `round` but, when asked, a
 * first defender who did not (a starter an automatic substitution must replace, with a defender on
 * the bench who played).
 */
function handPickedSquad(
  players: PlayerSummary[],
  elementOf: Map<number, number>,
  round: number,
  options: { nonPlayingStarter: boolean; exclude: Set<number> },
): PlayerSummary[] {
  const rounds = gameweek(round);
  const played = (p: PlayerSummary) => rounds.get(elementOf.get(p.id) ?? -1)?.played === true;
  // A fixture but no minutes: the CSV has his row for the round and he did not play.
  const benched = (p: PlayerSummary) => {
    const r = rounds.get(elementOf.get(p.id) ?? -1);
    return r !== undefined && !r.played;
  };
  const byPrice = [...players]
    .filter((p) => !options.exclude.has(p.id))
    .sort((a, b) => a.price - b.price || a.id - b.id);
  const perClub = new Map<number, number>();
  const chosen: PlayerSummary[] = [];
  const take = (position: PlayerPosition, ok: (p: PlayerSummary) => boolean) => {
    const p = byPrice.find(
      (q) =>
        q.position === position &&
        ok(q) &&
        !chosen.includes(q) &&
        (perClub.get(q.team.id) ?? 0) < fplRules.squad.maxPerClub,
    );
    if (!p) throw new Error(`no ${position} left for the squad`);
    perClub.set(p.team.id, (perClub.get(p.team.id) ?? 0) + 1);
    chosen.push(p);
  };
  take('GK', played);
  take('GK', () => true);
  take('DEF', options.nonPlayingStarter ? benched : played);
  for (let i = 0; i < 4; i++) take('DEF', played);
  for (let i = 0; i < 5; i++) take('MID', played);
  for (let i = 0; i < 3; i++) take('FWD', played);
  return chosen;
}

async function buildByHand(m: Manager, squad: PlayerSummary[]) {
  for (const p of squad) await togglePlayer(m.page, p);
  await expect(m.page.getByTestId('picked-count')).toHaveText(/15\s*\/\s*15|۱۵/);
  await toPitch(m.page);
  await expect(m.page.getByTestId('pitch-player')).toHaveCount(15);
}

/** The captain and vice by hand: two starters who do not wear those armbands yet. */
async function chooseArmbands(m: Pick<Manager, 'page' | 'lang'>, starters: number[]) {
  const captain = await armbandHolder(m.page, 'C');
  const newCaptain = starters.find((id) => id !== captain)!;
  await giveArmband(m, 'C', newCaptain);
  const vice = await armbandHolder(m.page, 'V');
  const newVice = starters.find((id) => id !== newCaptain && id !== vice)!;
  await giveArmband(m, 'V', newVice);
}

/**
 * What the manager will play the round with, read back from the API before the deadline (his saved
 * squad), with the transfer hit recomputed by the rules engine from the squad he played last.
 */
async function recordRound(
  m: Manager,
  round: number,
  elementOf: Map<number, number>,
  players: PlayerSummary[],
) {
  const team = await apiGet<UserTeamResponse>(m.page, '/user');
  expect(team.has_team).toBe(true);
  const element = (id: number) => {
    const e = elementOf.get(id);
    if (e === undefined) throw new Error(`player ${id} has no FPL element`);
    return e;
  };
  const picks = team.picks.map((p) => ({
    element: element(p.player.id),
    slot: p.slot,
    isCaptain: p.is_captain,
    isViceCaptain: p.is_vice_captain,
  }));
  const chip = team.active_chip === null ? null : CHIPS[team.active_chip];
  let hit = 0;
  if (m.owned !== null) {
    const byElement = new Map(players.map((p) => [element(p.id), p]));
    const transfers = evaluateTransfers(fplRules, {
      round,
      previous: m.owned,
      bank: 1000 as Price,
      freeTransfers: m.freeTransfers,
      chip,
      next: picks.map((p) => p.element),
      market: (e) => {
        const p = byElement.get(e);
        return (
          p && { position: p.position as PlayerPosition, club: p.team.id, price: p.price as Price }
        );
      },
    });
    hit = transfers.pointsCost as Points;
    m.freeTransfers = nextFreeTransfers(fplRules, round, m.freeTransfers, transfers.count, chip);
  } else {
    // A first squad is free whatever its round; the next round brings the round's free transfer.
    m.freeTransfers = fplRules.transfers.perRound;
  }
  m.owned = team.picks.map((p) => ({
    element: element(p.player.id),
    purchasePrice: p.purchase_price as Price,
  }));
  // The app's cost of the round's transfers must be the engine's.
  expect(team.transfer_cost, `${m.label}: transfer cost in round ${round}`).toBe(hit);
  m.rounds.set(round, { picks, chip, hit });
}

function scoreManager(m: Manager, round: number) {
  const entry = m.rounds.get(round);
  if (!entry) throw new Error(`${m.label} has no team for round ${round}`);
  const score = scoreRound(round, entry.picks, entry.chip);
  m.scores.set(round, score);
  m.net.set(round, score.points - entry.hit);
  return score;
}

const total = (m: Manager) => [...m.net.values()].reduce((a, b) => a + b, 0);

/** The manager's points page for the round equals the recomputation, player by player. */
async function checkPointsPage(
  m: Manager,
  round: number,
  idOf: Map<number, number>,
  overallRank: number,
  info: TestInfo,
) {
  const { page } = m;
  const score = m.scores.get(round)!;
  const entry = m.rounds.get(round)!;
  await page.goto(`/points/${round}`);
  await expect(page.getByTestId('team-points')).toBeVisible();
  const label = `${m.label}, round ${round}`;
  expect(numberIn(await page.getByTestId('round-net-points').textContent()), label).toBe(
    m.net.get(round),
  );
  expect(numberIn(await page.getByTestId('round-bench-points').textContent()), label).toBe(
    score.pointsOnBench,
  );
  const summary = page.locator('.tp-summary > div');
  const figure = (key: string) =>
    summary.filter({ has: page.locator('dt', { hasText: key }) }).locator('dd');
  expect(numberIn(await figure(T[m.lang].round.totalPoints).textContent()), label).toBe(total(m));
  const cost = await figure(T[m.lang].round.transferCost).textContent();
  expect(numberIn(cost), `${label}: transfer cost`).toBe(entry.hit === 0 ? 0 : -entry.hit);
  expect(numberIn(await figure(T[m.lang].leaderboard.yourRank).textContent()), label).toBe(
    overallRank,
  );
  if (entry.chip === '3xc' || entry.chip === 'bboost') {
    const chipName = entry.chip === '3xc' ? 'triple_captain' : 'bench_boost';
    await expect(figure(T[m.lang].round.chip)).toHaveText(T[m.lang].chips[chipName]);
  }
  for (const pick of score.picks) {
    const row = page.locator(
      `[data-testid="round-pick"][data-player-id="${idOf.get(pick.element)}"]`,
    );
    const shown = pick.multiplier === 0 ? pick.benchPoints : pick.points;
    expect(
      numberIn(await row.getByTestId('pick-points').textContent()),
      `${label}: element ${pick.element}`,
    ).toBe(shown);
    await expect(row).toHaveClass(pick.multiplier === 0 ? /tp-bench/ : /^(?!.*tp-bench)/);
    // The same figure on the player's plate on the pitch (the page opens on the pitch tab).
    const plate = page.locator(
      `[data-testid="points-pitch"] [data-testid="pitch-player"][data-player-id="${idOf.get(pick.element)}"] .pk-value`,
    );
    await expect(plate).toBeVisible();
    expect(numberIn(await plate.textContent()), `${label}: plate of ${pick.element}`).toBe(shown);
  }
  await expect(page.getByTestId('round-summary')).toBeVisible();
  for (const sub of score.autoSubs) {
    await expect(
      page.locator(`[data-testid="round-pick"][data-player-id="${idOf.get(sub.in)}"] .tp-sub`),
    ).toHaveText(T[m.lang].round.autoSubIn);
    await expect(
      page.locator(`[data-testid="round-pick"][data-player-id="${idOf.get(sub.out)}"] .tp-sub`),
    ).toHaveText(T[m.lang].round.autoSubOut);
  }
  await shot(page, info, `${m.label}-points-round-${round}`);
}

/** Every manager's total on the overall league, page by page, from the API (the others' totals). */
async function overallTotals(page: Page, overallId: number) {
  const totals = new Map<number, number>();
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const pageOf: { rows: { user_id: number; total: number }[]; next_cursor: string | null } =
      await apiGet(page, `/leagues/${overallId}/standings?limit=100${query}`);
    for (const r of pageOf.rows) totals.set(r.user_id, r.total);
    cursor = pageOf.next_cursor;
  } while (cursor !== null);
  return totals;
}

/**
 * The cricket tenant (IPL 2024) on its own host: only the browser resolves cricket.localhost to this
 * machine, so its API calls go through the page's own fetch.
 */
const CRICKET_WEB = `http://cricket.localhost:${process.env.E2E_WEB_PORT ?? 3330}`;

interface CricketIds {
  players: { id: number; external: string }[];
  rounds: { id: number; number: number; status: string; deadline: string }[];
}

async function cricketIds(request: APIRequestContext): Promise<CricketIds> {
  const res = await request.get(`${API_URL}/__e2e/cricket-ids`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as CricketIds;
}

async function cricketGet<R>(page: Page, path: string): Promise<R> {
  return (await page.evaluate(async (p) => {
    const res = await fetch(`/api/v1${p}`);
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path)) as R;
}

interface CricketManager {
  label: string;
  lang: Lang;
  page: Page;
  userId: number;
  rounds: Map<number, { playerIds: string[]; captainId: string; viceCaptainId: string }>;
  net: Map<number, number>;
  scores: Map<number, CricketTeamPoints>;
}

/** The cricket manager's points page, home standing and overall rank equal the recomputation. */
async function checkCricketRound(
  m: CricketManager,
  round: number,
  idOf: Map<string, number>,
  info: TestInfo,
) {
  const { page } = m;
  const picks = m.rounds.get(round);
  if (!picks) throw new Error(`${m.label} has no team for match day ${round}`);
  const score = scoreCricketRound(round, picks);
  m.scores.set(round, score);
  m.net.set(round, score.total);
  const total = [...m.net.values()].reduce((a, b) => a + b, 0);
  const recomputed = { manager: m.label, matchDay: round, points: score.total, total, picks };
  await info.attach(`recomputed-match-day-${round}`, {
    body: JSON.stringify(recomputed, null, 2),
    contentType: 'application/json',
  });
  if (process.env.SEASON_DEBUG) console.log(JSON.stringify({ ...recomputed, picks: undefined }));
  await page.goto(`${CRICKET_WEB}/home`);
  const games = await cricketGet<{ games: { id: number; system: boolean }[] }>(page, '/user/games');
  const overallId = games.games.find((g) => g.system)!.id;
  const totals: number[] = [];
  let mine: number | undefined;
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const rows: { rows: { user_id: number; total: number }[]; next_cursor: string | null } =
      await cricketGet(page, `/leagues/${overallId}/standings?limit=100${query}`);
    for (const r of rows.rows) {
      totals.push(r.total);
      if (r.user_id === m.userId) mine = r.total;
    }
    cursor = rows.next_cursor;
  } while (cursor !== null);
  expect(mine, `${m.label}'s overall total after match day ${round}`).toBe(total);
  const rank = 1 + totals.filter((t) => t > total).length;

  await page.goto(`${CRICKET_WEB}/points/${round}`);
  await expect(page.getByTestId('team-points')).toBeVisible();
  const label = `${m.label}, match day ${round}`;
  expect(numberIn(await page.getByTestId('round-net-points').textContent()), label).toBe(
    score.total,
  );
  const summary = page.locator('.tp-summary > div');
  const figure = (key: string) =>
    summary.filter({ has: page.locator('dt', { hasText: key }) }).locator('dd');
  expect(numberIn(await figure(T[m.lang].round.totalPoints).textContent()), label).toBe(total);
  expect(numberIn(await figure(T[m.lang].leaderboard.yourRank).textContent()), label).toBe(rank);
  // Each player's base points with the captain ×2 and the vice-captain ×1.5.
  for (const line of score.lines) {
    const row = page.locator(
      `[data-testid="round-pick"][data-player-id="${idOf.get(line.playerId)}"]`,
    );
    expect(
      numberIn(await row.getByTestId('pick-points').textContent()),
      `${label}: ${line.playerId}`,
    ).toBe(line.points);
    // On the oval too: the team's coloured initials and the points on the plate.
    const card = page.locator(
      `[data-testid="points-pitch"] [data-testid="pitch-player"][data-player-id="${idOf.get(line.playerId)}"]`,
    );
    await expect(card.getByTestId('kit-badge')).toBeVisible();
    expect(numberIn(await card.locator('.pk-value').textContent()), `${label}: plate`).toBe(
      line.points,
    );
  }
  await expect(page.getByTestId('round-summary')).toBeVisible();
  await shot(page, info, `${m.label}-points-match-day-${round}`);
  await page.goto(`${CRICKET_WEB}/home`);
  await waitForHydration(page);
  const me = page.locator('.hs-me');
  await expect(me).toBeVisible();
  expect(numberIn(await me.locator('.hs-player-value').textContent())).toBe(total);
  expect(numberIn(await me.locator('.hs-player-name').textContent())).toBe(rank);
}

test('a season in the life: four managers play three rounds and every page equals the rules engine', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(600_000);
  // The season run's journeys share one forward-only clock: a round another journey left locked or
  // live is played to its end first, so this one starts from an open round with nothing in between.
  const inProgress = [
    ...(await seasonIds(request)).rounds,
    ...(await cricketIds(request)).rounds,
  ].filter((r) => r.status === 'LOCKED' || r.status === 'LIVE');
  const latest = Math.max(...inProgress.map((r) => Date.parse(r.deadline)));
  if (inProgress.length > 0) await moveClock(request, latest + ROUND_SPAN_MS);
  const ids = await seasonIds(request);
  expect(ids.rounds.filter((r) => r.status === 'LOCKED' || r.status === 'LIVE')).toEqual([]);
  const elementOf = new Map(ids.players.map((p) => [p.id, p.element]));
  const idOf = new Map(ids.players.map((p) => [p.element, p.id]));
  const open = ids.rounds.find((r) => r.status === 'OPEN');
  expect(open, 'an open round to start from').toBeDefined();
  const first = open!.number;
  const played = [first, first + 1, first + 2];

  // The engine's points from the raw stats are FPL's published ones for these rounds: what follows
  // compares the app with figures that are right, not merely with a second copy of the same sums.
  for (const round of played)
    for (const [element, r] of gameweek(round))
      expect(r.points, `element ${element} in gameweek ${round}`).toBe(
        officialPoints(round, element),
      );

  const ann = await newManager(browser, request, 'ann', 'en');
  const bilal = await newManager(browser, request, 'bilal', 'ur');
  const cai = await newManager(browser, request, 'cai', 'en');
  const managers = [ann, bilal, cai];

  // Dana plays the IPL on the cricket tenant over the same days: the open match day and the next two.
  const cricket = await cricketIds(request);
  const cricketIdOf = new Map(cricket.players.map((p) => [p.external, p.id]));
  const cricketExternal = new Map(cricket.players.map((p) => [p.id, p.external]));
  const cricketFirst = cricket.rounds.find((r) => r.status === 'OPEN')!.number;
  const danaPage = await registeredPage(browser, request, 'dana', CRICKET_WEB);
  const dana: CricketManager = {
    label: 'dana',
    lang: 'en',
    page: danaPage,
    userId: (await cricketGet<UserTeamResponse>(danaPage, '/user')).user.id,
    rounds: new Map(),
    net: new Map(),
    scores: new Map(),
  };
  /**
   * Each match day is a fresh pick: Dana takes the quick pick, hands both armbands out herself and
   * saves; her eleven and armbands are then read back from the API before the deadline.
   */
  async function recordCricketRound(round: number) {
    await dana.page.goto(`${CRICKET_WEB}/my-team`);
    await expect(dana.page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    // The pitch already shows the last match day's eleven: wait for the suggestion to replace it.
    const suggested = dana.page.waitForResponse('**/api/v1/user/quick-picks');
    await dana.page.getByRole('button', { name: en.builder.quickPick, exact: true }).click();
    const { picks } = (await (await suggested).json()) as { picks: { player_id: number }[] };
    const eleven = picks.map((p) => p.player_id);
    const onPitch = () =>
      dana.page
        .locator('[data-testid="pitch-player"]')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-player-id'))));
    await expect.poll(async () => (await onPitch()).sort()).toEqual([...eleven].sort());
    await expect(dana.page.getByTestId('violations')).toHaveCount(0);
    await chooseArmbands(dana, eleven.slice(2));
    await save(dana);
    await shot(dana.page, info, `dana-eleven-match-day-${round}`);
    const team = await cricketGet<UserTeamResponse>(dana.page, '/user');
    expect(team.transfer_cost).toBe(0);
    // The suggestion is made among the teams that play that day (the data's, not the app's word).
    const teams = cricketDayTeams(round);
    expect(
      team.picks.filter((p) => !teams.has(p.player.team.name)).map((p) => p.player.name),
    ).toEqual([]);
    const external = (id: number) => cricketExternal.get(id)!;
    dana.rounds.set(round, {
      playerIds: team.picks.map((p) => external(p.player.id)),
      captainId: external(team.picks.find((p) => p.is_captain)!.player.id),
      viceCaptainId: external(team.picks.find((p) => p.is_vice_captain)!.player.id),
    });
  }

  await test.step(`round ${first}: squads, armbands and a private league in the browser`, async () => {
    const players = await market(ann.page);
    // Ann picks by hand, with a first defender who did not play in the round.
    const annSquad = handPickedSquad(players, elementOf, first, {
      nonPlayingStarter: true,
      exclude: new Set(),
    });
    await openMyTeam(ann.page);
    await buildByHand(ann, annSquad);
    const annStarters = annSquad.filter((_, i) => i !== 1 && i !== 6 && i !== 11 && i !== 14);
    await chooseArmbands(
      ann,
      annStarters.filter((p) => p.position === 'MID' || p.position === 'FWD').map((p) => p.id),
    );
    await save(ann);

    // Bilal (Urdu) takes the quick pick, then moves the armbands himself.
    await openMyTeam(bilal.page);
    await bilal.page.getByRole('button', { name: ur.builder.quickPick, exact: true }).click();
    await expect(bilal.page.getByTestId('pitch-player')).toHaveCount(15);
    await expect(bilal.page.getByTestId('violations')).toHaveCount(0);
    const bilalStarters = await bilal.page
      .locator('ul.pitch-row [data-testid="pitch-player"]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-player-id'))));
    await chooseArmbands(bilal, bilalStarters.slice(1));
    await save(bilal);

    // Cai picks by hand too, none of Ann's players.
    const caiSquad = handPickedSquad(players, elementOf, first, {
      nonPlayingStarter: false,
      exclude: new Set(annSquad.map((p) => p.id)),
    });
    await openMyTeam(cai.page);
    await buildByHand(cai, caiSquad);
    // Cai's armbands go to his starting forwards (the builder's slots 10 and 11).
    await chooseArmbands(cai, [caiSquad[12]!.id, caiSquad[13]!.id, caiSquad[7]!.id]);
    await save(cai);
    for (const m of managers) await recordRound(m, first, elementOf, players);

    // Ann's XI has a starter who did not play and a bench defender who did: a substitution is due.
    const annScore = scoreRound(first, ann.rounds.get(first)!.picks, null);
    expect(annScore.autoSubs.length, 'an automatic substitution for Ann').toBeGreaterThan(0);
    expect(annScore.autoSubs[0]!.out).toBe(elementOf.get(annSquad[2]!.id));

    // Ann creates the league; Bilal and Cai join it by its code.
    await ann.page.goto('/leaderboard');
    await ann.page.getByTestId('league-name').fill('Season in the life');
    await ann.page.getByTestId('create-league').click();
    const code = ((await ann.page.getByTestId('invite-code').textContent()) ?? '').trim();
    expect(code.length).toBeGreaterThanOrEqual(4);
    for (const m of [bilal, cai]) {
      await m.page.goto('/leaderboard');
      await m.page.getByTestId('join-code').fill(code);
      await m.page.getByTestId('join-league').click();
      await expect(m.page.getByTestId('league-panel')).toContainText('Season in the life');
    }
    await expect(cai.page.getByTestId('league-members')).toContainText('3');
  });

  const games = await apiGet<{ games: { id: number; name: string; system: boolean }[] }>(
    ann.page,
    '/user/games',
  );
  const leagueId = games.games.find((g) => g.name === 'Season in the life')!.id;
  const overallId = games.games.find((g) => g.system)!.id;

  /** The clock through the round: its deadline, every match, and its finalisation. */
  /**
   * The clock through the soccer round and the cricket match day that share its days: each deadline,
   * every match, each finalisation. Dana plays the match day with the eleven she saved last (read back
   * before the deadline: a manager who saves nothing keeps his team).
   */
  async function playRound(round: number, matchDay: number) {
    await recordCricketRound(matchDay);
    const r = (await seasonIds(request)).rounds.find((x) => x.number === round)!;
    const c = (await cricketIds(request)).rounds.find((x) => x.number === matchDay)!;
    expect([r.status, c.status]).toEqual(['OPEN', 'OPEN']);
    const deadline = Date.parse(r.deadline);
    await moveClock(request, deadline + 60_000);
    expect((await seasonIds(request)).rounds.find((x) => x.number === round)?.status).toBe(
      'LOCKED',
    );
    await moveClock(request, Math.max(deadline, Date.parse(c.deadline)) + ROUND_SPAN_MS);
    const after = (await seasonIds(request)).rounds;
    expect(after.find((x) => x.number === round)?.status).toBe('FINISHED');
    expect(after.find((x) => x.number === round + 1)?.status).toBe('OPEN');
    const cricketAfter = (await cricketIds(request)).rounds;
    expect(cricketAfter.find((x) => x.number === matchDay)?.status).toBe('FINISHED');
    expect(cricketAfter.find((x) => x.number === matchDay + 1)?.status).toBe('OPEN');
  }

  /** Every page after a round: each manager's points page and home, the league's standings. */
  async function checkRound(round: number, viewer: Manager) {
    for (const m of managers) scoreManager(m, round);
    const recomputed = managers.map((m) => ({
      manager: m.label,
      round,
      net: m.net.get(round),
      total: total(m),
      hit: m.rounds.get(round)?.hit,
      chip: m.rounds.get(round)?.chip,
      autoSubs: m.scores.get(round)?.autoSubs,
      armband: m.scores.get(round)?.armband,
      benchPoints: m.scores.get(round)?.pointsOnBench,
    }));
    await info.attach(`recomputed-round-${round}`, {
      body: JSON.stringify(recomputed, null, 2),
      contentType: 'application/json',
    });
    if (process.env.SEASON_DEBUG) console.log(JSON.stringify(recomputed));
    const totals = await overallTotals(ann.page, overallId);
    for (const m of managers)
      expect(totals.get(m.userId), `${m.label}'s overall total`).toBe(total(m));
    const everyone = [...totals.values()];
    const overallRank = (m: Manager) => 1 + everyone.filter((t) => t > total(m)).length;
    for (const m of managers) {
      await checkPointsPage(m, round, idOf, overallRank(m), info);
      // Home: the overall standings' own row says the same rank and total.
      await m.page.goto('/home');
      await waitForHydration(m.page);
      const mine = m.page.locator('.hs-me');
      await expect(mine).toBeVisible();
      expect(numberIn(await mine.locator('.hs-player-value').textContent())).toBe(total(m));
      expect(numberIn(await mine.locator('.hs-player-name').textContent())).toBe(overallRank(m));
    }
    // The private league: each manager's rank, round points and total, ranked by the engine.
    const ranks = rankFromHistogram(managers.map(total));
    await viewer.page.goto(`/leaderboard?league=${leagueId}`);
    const rows = viewer.page.locator('[data-testid="standing-row"], [data-testid="standing-me"]');
    await expect(rows).toHaveCount(managers.length);
    for (const [i, m] of managers.entries()) {
      const row = rows.filter({
        has: viewer.page.locator(`a[href*="/manager/${m.userId}/round/"]`),
      });
      const cells = row.locator('td');
      expect(numberIn(await cells.nth(0).textContent()), `${m.label}'s league rank`).toBe(ranks[i]);
      expect(numberIn(await cells.nth(1).textContent()), `${m.label}'s round points`).toBe(
        m.net.get(round),
      );
      expect(numberIn(await cells.nth(2).textContent()), `${m.label}'s league total`).toBe(
        total(m),
      );
    }
    await shot(viewer.page, info, `league-after-round-${round}`);
    // Another manager's round page, from the standings, shows his points for the round.
    const other = managers.find((m) => m !== viewer)!;
    await rows
      .filter({ has: viewer.page.locator(`a[href*="/manager/${other.userId}/round/"]`) })
      .getByRole('link')
      .click();
    await expect(viewer.page.getByTestId('team-points')).toBeVisible();
    expect(numberIn(await viewer.page.getByTestId('round-net-points').textContent())).toBe(
      other.net.get(round),
    );
  }

  await test.step(`round ${first}: played through the clock and checked`, async () => {
    await playRound(first, cricketFirst);
    await checkRound(first, ann);
    await checkCricketRound(dana, cricketFirst, cricketIdOf, info);
  });

  const second = first + 1;
  await test.step(`round ${second}: two transfers in Urdu, the second a -4 hit`, async () => {
    const players = await market(bilal.page);
    const { page } = bilal;
    await openMyTeam(page);
    expect(numberIn(await page.getByTestId('free-transfers').textContent())).toBe(
      bilal.freeTransfers,
    );
    const team = await apiGet<UserTeamResponse>(page, '/user');
    const owned = new Set(team.picks.map((p) => p.player.id));
    const clubs = new Map<number, number>();
    for (const p of team.picks) clubs.set(p.player.team.id, (clubs.get(p.player.team.id) ?? 0) + 1);
    let bank = team.bank;
    // Two midfielders without an armband go, each for the cheapest midfielder he can afford.
    const out = team.picks
      .filter((p) => p.player.position === 'MID' && !p.is_captain && !p.is_vice_captain)
      .slice(0, 2);
    expect(out).toHaveLength(2);
    const costTexts: number[] = [];
    for (const sold of out) {
      await toPitch(page);
      await pitchCard(page, sold.player.id).click();
      await page.getByTestId('sheet-transfer-out').click();
      clubs.set(sold.player.team.id, (clubs.get(sold.player.team.id) ?? 0) - 1);
      bank += sold.selling_price;
      const buy = [...players]
        .sort((a, b) => a.price - b.price || a.id - b.id)
        .find(
          (p) =>
            p.position === 'MID' &&
            !owned.has(p.id) &&
            p.price <= bank &&
            (clubs.get(p.team.id) ?? 0) < fplRules.squad.maxPerClub,
        )!;
      owned.add(buy.id);
      clubs.set(buy.team.id, (clubs.get(buy.team.id) ?? 0) + 1);
      bank -= buy.price;
      await togglePlayer(page, buy);
      costTexts.push(numberIn(await page.getByTestId('transfer-cost').textContent()));
    }
    // The first transfer is the free one; the second costs the season's extra cost.
    expect(costTexts).toEqual([0, -fplRules.transfers.extraCost]);
    await shot(page, info, 'bilal-two-transfers');
    await save(bilal);
    for (const m of managers) await recordRound(m, second, elementOf, players);
    expect(bilal.rounds.get(second)!.hit).toBe(fplRules.transfers.extraCost);
    await playRound(second, cricketFirst + 1);
    await checkRound(second, bilal);
    await checkCricketRound(dana, cricketFirst + 1, cricketIdOf, info);
  });

  const third = first + 2;
  await test.step(`round ${third}: Triple Captain and Bench Boost, each confirmed`, async () => {
    const players = await market(cai.page);
    for (const [m, chip] of [
      [ann, 'triple_captain'],
      [cai, 'bench_boost'],
    ] as const) {
      await openMyTeam(m.page);
      await m.page.getByTestId(`chip-${chip}`).getByRole('button').click();
      await m.page
        .locator('.chip-dialog')
        .getByRole('button', { name: T[m.lang].chips.confirm, exact: true })
        .click();
      await save(m);
      await expect(m.page.getByTestId(`chip-${chip}`)).toContainText(T[m.lang].chips.status.active);
      await shot(m.page, info, `${m.label}-${chip}`);
    }
    for (const m of managers) await recordRound(m, third, elementOf, players);
    expect(ann.rounds.get(third)!.chip).toBe('3xc');
    expect(cai.rounds.get(third)!.chip).toBe('bboost');
    await playRound(third, cricketFirst + 2);
    await checkRound(third, cai);
    await checkCricketRound(dana, cricketFirst + 2, cricketIdOf, info);
    // Bench Boost counted all fifteen; Triple Captain tripled the armband (unless no one wore it).
    expect(cai.scores.get(third)!.picks.every((p) => p.multiplier >= 1)).toBe(true);
    const armband = ann.scores.get(third)!.armband;
    if (armband !== null)
      expect(ann.scores.get(third)!.picks.find((p) => p.element === armband)?.multiplier).toBe(3);
  });

  for (const m of [...managers, dana]) await m.page.context().close();
});
