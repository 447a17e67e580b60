// Season operations in the console (issue 22, ADR 0053) in Chromium against the real servers: an owner
// corrects a player's stats in a finished match and the manager who picked him sees other points in
// the app; then the feed status, a round's fixtures, the correction form and the reports with their
// charts on a phone and a laptop, in English and Urdu, in both tenants' themes, each checked with
// axe-core and kept as a PNG. Staff start as `npm run admin:create` makes them (support/console-hooks.ts).
import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { capture, createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { expectAccessible } from '../support/screens.ts';
import { API_URL, signInAsDemo } from '../support/session.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const CRICKET = `http://cricket.localhost:${WEB_PORT}`;
const RUN = Date.now().toString(36);

/** The session's bearer token (the web app keeps it in the `token` cookie). */
async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((c) => c.name === 'token')?.value ?? '';
}

async function ownRound(page: Page, round: number): Promise<RoundTeamResponse> {
  const res = await page.request.get(`/api/v1/user/round/${round}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as RoundTeamResponse;
}

test('a stat corrected in the console changes the manager’s points in the app, and is audited', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  // The manager: a demo account whose squad was saved for the last finished round.
  const player = page;
  await signInAsDemo(player);
  const past = await request.post(`${API_URL}/__e2e/past-squad`, {
    data: { token: await tokenOf(player) },
  });
  expect(past.ok(), await past.text()).toBe(true);
  const { roundNumber } = (await past.json()) as { roundNumber: number };
  const before = await ownRound(player, roundNumber);
  // A starter who played, not captain or vice: his points count once.
  const pick = before.picks.find(
    (p) => p.slot <= 11 && p.played && p.multiplier === 1 && !p.is_captain && !p.is_vice_captain,
  );
  expect(pick, 'a starter who played').toBeDefined();
  await player.goto(`${SOCCER}/points/${roundNumber}`);
  await expect(player.getByTestId('round-net-points')).toHaveText(String(before.net_points));

  // The owner finds the match in the round's fixtures and corrects the player's assists.
  const owner = await createStaff(request, { role: 'owner', name: `Omar Owner ${RUN}` });
  const staff = await (await browser.newContext()).newPage();
  await signInAndEnrol(staff, request, SOCCER, owner, '**/admin/support');
  await staff.getByRole('link', { name: 'Season' }).click();
  await staff.getByText(/^Finished rounds/).click();
  await staff
    .getByRole('link', { name: `Fixtures of Gameweek ${roundNumber}`, exact: true })
    .click();
  await expect(
    staff.getByRole('heading', { name: `Gameweek ${roundNumber}: fixtures` }),
  ).toBeVisible();
  const club = pick!.player.team.name;
  const match = staff.getByRole('row').filter({ hasText: club }).first();
  await expect(match).toContainText('Finished');
  await match.getByRole('link', { name: /^Correct the stats of/ }).click();
  await expect(staff.getByRole('heading', { name: /^Correct stats: / })).toBeVisible();
  await staff.getByLabel('Player', { exact: true }).selectOption(String(pick!.player.id));
  const assists = staff.getByLabel('Assists', { exact: true });
  const had = Number(await assists.inputValue());
  await assists.fill(String(had + 1));
  await staff.getByLabel('Reason (kept in the audit log)').fill('Provider missed an assist');
  await staff.getByRole('button', { name: 'Check the effect' }).click();
  const effects = staff.getByTestId('correction-effects');
  await expect(effects).toContainText(`${pick!.player.name}: `);
  await expect(effects).toContainText(/managers? of this service gets? other points/);
  await expectAccessible(staff, info, 'console-correction-checked');
  await staff.getByRole('button', { name: 'Apply the correction' }).click();
  await expect(staff.getByRole('status')).toHaveText('Correction applied');

  // The app: an assist is 3 points in every position, once for a player who is not captain.
  const after = await ownRound(player, roundNumber);
  expect(after.net_points).toBe(before.net_points + 3);
  await player.reload();
  await expect(player.getByTestId('round-net-points')).toHaveText(String(before.net_points + 3));

  // The audit log keeps the correction with the stats before and after.
  await staff.goto(`${SOCCER}/admin/audit`);
  await staff.getByLabel('Action').selectOption({ label: 'Stats corrected' });
  const entry = staff
    .getByTestId('audit-list')
    .getByRole('listitem')
    .filter({ hasText: `Omar Owner ${RUN}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Provider missed an assist');
  await expect(entry).toContainText(`"assists": ${had + 1}`);
});

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
const LANGUAGES = [
  { code: 'en', dir: 'ltr' },
  { code: 'ur', dir: 'rtl' },
] as const;
const TENANTS = [
  { slug: 'white-label-soccer', base: SOCCER },
  { slug: 'white-label-cricket', base: CRICKET },
] as const;

for (const tenant of TENANTS) {
  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      const name = `${tenant.slug}-${language.code}-${viewport.name}`;
      test(`season operations screens: ${name}`, async ({ browser, request }, info) => {
        test.setTimeout(150_000);
        const context = await browser.newContext({ viewport });
        await context.addInitScript((code) => {
          localStorage.setItem('gameweek-console-language', code);
        }, language.code);
        const page = await context.newPage();
        await signInAndEnrol(
          page,
          request,
          tenant.base,
          await createStaff(request, { role: 'owner', name: 'Ayesha Khan', tenant: tenant.slug }),
          '**/admin/support',
        );
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        // Read through the page (its staff cookie; Node does not resolve cricket.localhost).
        const read = <T>(path: string) =>
          page.evaluate(async (p) => (await fetch(p)).json(), path) as Promise<T>;
        const rounds = await read<{ rounds: { id: number; status: string }[] }>('/admin/v1/rounds');
        const finished = rounds.rounds.filter((r) => r.status === 'FINISHED').at(-1)!;
        const fixtures = await read<{ fixtures: { id: number; status: string }[] }>(
          `/admin/v1/rounds/${finished.id}/fixtures`,
        );
        const fixture = fixtures.fixtures.find((f) => f.status === 'FINISHED')!;

        const screens = [
          { path: '/admin/season', ready: 'table.data' },
          { path: `/admin/season/rounds/${finished.id}`, ready: 'table.data' },
          { path: `/admin/season/fixtures/${fixture.id}`, ready: 'main select' },
          { path: '/admin/feed', ready: '.counters' },
          { path: '/admin/reports', ready: '.report-chart canvas' },
        ];
        for (const screen of screens) {
          await page.goto(`${tenant.base}${screen.path}`);
          await expect(page.locator(screen.ready).first()).toBeVisible();
          if (screen.path.includes('/fixtures/') && tenant.slug === 'white-label-soccer') {
            // The form with a player chosen and one stat changed: what an operator fills in.
            const select = page.locator('main select');
            const value = await select.locator('option').nth(1).getAttribute('value');
            await select.selectOption(value ?? '');
            const minutes = page.locator('input[data-stat="assists"]');
            await minutes.fill(String(Number(await minutes.inputValue()) + 1));
          }
          // Nothing wider than the screen: no sideways scrolling on a phone.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${screen.path} overflows`).toBeLessThanOrEqual(0);
          const shotName = `${name}${screen.path.replace(/\/admin|\/\d+/g, '').replace(/\//g, '-')}`;
          await expectAccessible(page, info, shotName);
          await capture(page, info, shotName);
        }
      });
    }
  }
}
