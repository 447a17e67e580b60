// Cricket corrections in the console (issue 22, ADR 0058) in Chromium against the real servers, on the
// cricket tenant (IPL 2024 played ball by ball through the feed): an owner finds a caught ball in a
// finished match and gives the catch to a fielder the manager picked; the manager's points in the app
// rise by exactly the T20 table's catch points, and the audit log shows the delivery before and after.
// Then the delivery editor and the postpone/re-date screen at 360×740 in English and Urdu, each checked
// with axe-core and kept as a PNG.
import type { MatchDeliveriesResponse } from '@gameweek/contracts/admin-match';
import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { CRICKET_T20_SCORING } from '@gameweek/rules/cricket/scoring-table';
import { expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { capture, createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { expectAccessible } from '../support/screens.ts';
import { API_URL } from '../support/session.ts';

const CRICKET = `http://cricket.localhost:${WEB_PORT}`;
const RUN = Date.now().toString(36);
const CATCH = CRICKET_T20_SCORING.fielding.catch.points;

/** Read through the page (its cookies; Node does not resolve cricket.localhost). */
const read = <T>(page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(p);
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return res.json();
  }, path) as Promise<T>;

async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((c) => c.name === 'token')?.value ?? '';
}

type Ball = MatchDeliveriesResponse['innings'][number]['overs'][number]['balls'][number];

/**
 * A caught ball of the match whose catch can go to `fielder` (of the fielding side, not its bowler, not
 * its catcher, the catcher not in the manager's eleven) while he stays under the three-catch bonus.
 */
function catchFor(
  m: MatchDeliveriesResponse,
  fielder: string,
  eleven: ReadonlySet<string>,
): { innings: number; over: number; ball: Ball } | undefined {
  const balls = m.innings.flatMap((i) =>
    i.overs.flatMap((o) => o.balls.map((b) => ({ innings: i, over: o.over, ball: b }))),
  );
  const catches = balls.filter(
    ({ ball }) =>
      ball.wickets.some((w) => w.kind === 'caught' && w.fielders[0]?.name === fielder) ||
      ball.wickets.some((w) => w.kind === 'caught and bowled' && ball.bowler === fielder),
  ).length;
  if (catches >= 2) return undefined;
  const found = balls.find(({ innings, ball }) => {
    const fielding = m.teams.find((t) => t.team !== innings.team);
    const w = ball.wickets[0];
    return (
      !innings.super_over &&
      fielding?.players.some((p) => p.ref === fielder) &&
      ball.wickets.length === 1 &&
      w?.kind === 'caught' &&
      w.fielders.length === 1 &&
      !w.fielders[0]!.substitute &&
      w.fielders[0]!.name !== fielder &&
      !eleven.has(w.fielders[0]!.name) &&
      ball.bowler !== fielder
    );
  });
  return found && { innings: found.innings.number, over: found.over, ball: found.ball };
}

test('a catch corrected in the console changes the cricket manager’s points by the catch points, and is audited', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(150_000);
  // The manager: a demo account with an eleven for the last finished match day.
  const player = page;
  await player.goto(CRICKET);
  await player.getByTestId('demo-login').click();
  await player.waitForURL('**/home');
  const past = await request.post(`${API_URL}/__e2e/past-cricket-team`, {
    data: { token: await tokenOf(player) },
  });
  expect(past.ok(), await past.text()).toBe(true);
  const { roundId, roundNumber } = (await past.json()) as { roundId: number; roundNumber: number };
  const before = await read<RoundTeamResponse>(player, `/api/v1/user/round/${roundNumber}`);

  // The owner reads the match day's matches and finds a catch to give to one of the manager's players.
  const owner = await createStaff(request, {
    role: 'owner',
    name: `Owais Owner ${RUN}`,
    tenant: 'white-label-cricket',
  });
  const staff = await (await browser.newContext()).newPage();
  await signInAndEnrol(staff, request, CRICKET, owner, '**/admin/support');
  const fixtures = await read<{ fixtures: { id: number; status: string }[] }>(
    staff,
    `/admin/v1/rounds/${roundId}/fixtures`,
  );
  const matches = await Promise.all(
    fixtures.fixtures
      .filter((f) => f.status === 'FINISHED')
      .map((f) => read<MatchDeliveriesResponse>(staff, `/admin/v1/fixtures/${f.id}/deliveries`)),
  );
  const picks = before.picks.filter(
    (p) => p.multiplier === 1 && !p.is_captain && !p.is_vice_captain,
  );
  let plan:
    | {
        match: MatchDeliveriesResponse;
        pick: (typeof picks)[number];
        ref: string;
        at: NonNullable<ReturnType<typeof catchFor>>;
      }
    | undefined;
  for (const match of matches) {
    const refOf = new Map(match.teams.flatMap((t) => t.players.map((p) => [p.id, p.ref])));
    const eleven = new Set(before.picks.flatMap((p) => refOf.get(p.player.id) ?? []));
    for (const pick of picks) {
      const ref = refOf.get(pick.player.id);
      const at = ref ? catchFor(match, ref, eleven) : undefined;
      if (ref && at) {
        plan = { match, pick, ref, at };
        break;
      }
    }
    if (plan) break;
  }
  expect(plan, 'a caught ball to give to one of the manager’s fielders').toBeDefined();
  const { match, pick, ref, at } = plan!;
  await player.goto(`${CRICKET}/points/${roundNumber}`);
  await expect(player.getByTestId('round-net-points')).toHaveText(String(before.net_points));

  // Through the screens: the match day's fixtures, the match, the ball, the fielder.
  await staff.getByRole('link', { name: 'Season' }).click();
  await staff.getByText(/^Finished rounds/).click();
  await staff
    .getByRole('link', { name: `Fixtures of Match day ${roundNumber}`, exact: true })
    .click();
  const row = staff.getByRole('row').filter({ hasText: match.fixture.home.name }).first();
  await expect(row).toContainText('Finished');
  await row.getByRole('link', { name: /^Correct the stats of/ }).click();
  await expect(staff.getByRole('heading', { name: /^Correct a delivery: / })).toBeVisible();
  await staff.getByLabel('Innings', { exact: true }).selectOption(String(at.innings));
  await staff.getByLabel('Over', { exact: true }).selectOption(String(at.over));
  await staff.locator(`button[data-ball="${at.innings}:${at.over}.${at.ball.ball}"]`).click();
  await expect(staff.getByRole('heading', { name: /^Ball / })).toBeVisible();
  await expect(staff.getByLabel('How out')).toHaveValue('caught');
  await staff.getByLabel('Fielder', { exact: true }).selectOption(ref);
  await staff
    .getByLabel('Reason (kept in the audit log)')
    .fill('Scorer gave the catch to the wrong fielder');
  await staff.getByRole('button', { name: 'Check the effect' }).click();
  const effects = staff.getByTestId('delivery-effects');
  await expect(effects).toContainText(`${pick.player.name}: `);
  await expect(effects).toContainText('Managers of this service whose points change');
  await expectAccessible(staff, info, 'console-cricket-correction-checked');
  await staff.getByRole('button', { name: 'Apply the correction' }).click();
  await expect(staff.getByRole('status')).toHaveText('Correction applied');

  // The app: a catch is the T20 table's catch points, once for a player who is not captain or vice.
  const after = await read<RoundTeamResponse>(player, `/api/v1/user/round/${roundNumber}`);
  expect(after.net_points).toBe(before.net_points + CATCH);
  await player.reload();
  await expect(player.getByTestId('round-net-points')).toHaveText(
    String(before.net_points + CATCH),
  );

  // The audit log keeps the ball before and after.
  await staff.goto(`${CRICKET}/admin/audit`);
  await staff.getByLabel('Action').selectOption({ label: 'Delivery corrected' });
  const entry = staff
    .getByTestId('audit-list')
    .getByRole('listitem')
    .filter({ hasText: `Owais Owner ${RUN}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Scorer gave the catch to the wrong fielder');
  await expect(entry).toContainText(`"name": "${ref}"`);
});

for (const language of [
  { code: 'en', dir: 'ltr' },
  { code: 'ur', dir: 'rtl' },
] as const) {
  test(`match operations screens at 360×740: ${language.code}`, async ({
    browser,
    request,
  }, info) => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addInitScript((code) => {
      localStorage.setItem('gameweek-console-language', code);
    }, language.code);
    const page = await context.newPage();
    await signInAndEnrol(
      page,
      request,
      CRICKET,
      await createStaff(request, {
        role: 'owner',
        name: 'Ayesha Khan',
        tenant: 'white-label-cricket',
      }),
      '**/admin/support',
    );
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    const rounds = await read<{ rounds: { id: number; status: string }[] }>(
      page,
      '/admin/v1/rounds',
    );
    const finished = rounds.rounds.filter((r) => r.status === 'FINISHED').at(-1)!;
    const open = rounds.rounds.find((r) => r.status === 'OPEN' || r.status === 'NOT_STARTED')!;
    const played = await read<{ fixtures: { id: number; status: string }[] }>(
      page,
      `/admin/v1/rounds/${finished.id}/fixtures`,
    );
    const coming = await read<{ fixtures: { id: number; status: string }[] }>(
      page,
      `/admin/v1/rounds/${open.id}/fixtures`,
    );
    const noOverflow = async (what: string) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${what} overflows`).toBeLessThanOrEqual(0);
    };

    // The delivery editor with a ball chosen that took a wicket.
    const fixture = played.fixtures.find((f) => f.status === 'FINISHED')!;
    await page.goto(`${CRICKET}/admin/season/fixtures/${fixture.id}/deliveries`);
    const balls = page.locator('ol.balls button');
    await expect(balls.first()).toBeVisible();
    const out = page.locator('ol.balls button:has(.ball-words.out)');
    await ((await out.count()) > 0 ? out.first() : balls.first()).click();
    await expect(page.locator('fieldset.wicket')).toBeVisible();
    await noOverflow('the delivery editor');
    await expectAccessible(page, info, `cricket-${language.code}-deliveries`);
    await capture(page, info, `cricket-${language.code}-deliveries`);

    // The round's fixtures with the re-date column, then the re-date screen checked (a dry run).
    await page.goto(`${CRICKET}/admin/season/rounds/${open.id}`);
    await expect(page.locator('table.data').first()).toBeVisible();
    await noOverflow('the round');
    await capture(page, info, `cricket-${language.code}-round`);
    const scheduled = coming.fixtures.find((f) => f.status === 'SCHEDULED')!;
    await page.goto(`${CRICKET}/admin/season/fixtures/${scheduled.id}/schedule`);
    await page.locator('input[name="fixture-state"][value="POSTPONED"]').check();
    await page.locator('form textarea').fill('Rain forecast: checking the effect');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByTestId('schedule-effects')).toBeVisible();
    await noOverflow('the re-date screen');
    await expectAccessible(page, info, `cricket-${language.code}-schedule`);
    await capture(page, info, `cricket-${language.code}-schedule`);
  });
}
