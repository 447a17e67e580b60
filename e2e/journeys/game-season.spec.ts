import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, openMyTeam, setLanguage, shot } from '../support/screens.ts';
import { API_URL, signInAsDemo } from '../support/session.ts';

// Issue 6, the season after the first squad, at a 360×740 phone viewport in English and Urdu (RTL):
// transfers against a squad saved for a finished round (free transfers, selling price, the −4 of the
// extra transfer), a chip with its confirmation and the one-chip-per-round limit, substitutions by
// drag and by tap with an invalid one refused, and a finished round's points, on the real FPL
// season the demo serves. Seeding goes through e2e/support/season-hooks.ts (loopback-only routes of
// the e2e API). axe-core runs on each new screen. Live points while the clock runs are a season
// journey (e2e/season/, season.playwright.config.ts): they move the clock.

interface Player {
  id: number;
  name: string;
  position: string;
  price: number;
  team: { id: number };
}

interface TeamPick {
  slot: number;
  player: Player;
  purchase_price: number;
  selling_price: number;
}

interface Team {
  picks: TeamPick[];
  bank: number;
  free_transfers: number;
  transfers_made: number;
  transfer_cost: number;
  active_chip: string | null;
  chips: { name: string; status: string }[];
}

test.use({ viewport: { width: 360, height: 740 } });

/** The session's bearer token (the web app keeps it in the `token` cookie). */
async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies(page.url());
  const token = cookies.find((c) => c.name === 'token')?.value;
  expect(token, 'session cookie').toBeTruthy();
  return token ?? '';
}

async function hook<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const res = await request.post(`${API_URL}/__e2e/${path}`, { data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface PastSquad {
  /** The last finished round, the one the squad was saved for. */
  roundNumber: number;
  /** A forward bought 0.5 below his price. */
  cheapPlayerId: number;
  purchasePrice: number;
}

/** A demo manager on the soccer tenant whose squad was saved for the last finished round. */
async function managerWithPastSquad(
  page: Page,
  request: APIRequestContext,
  lang: 'en' | 'ur',
): Promise<PastSquad> {
  await signInAsDemo(page);
  await setLanguage(page, lang);
  return hook<PastSquad>(request, 'past-squad', { token: await tokenOf(page) });
}

/** FPL's selling price: the purchase price plus half the rise, rounded down to a tenth. */
function fplSellingPrice(purchase: number, price: number): number {
  return price > purchase ? purchase + Math.floor((price - purchase) / 2) : price;
}

const tenths = (price: number) => (price / 10).toFixed(1);

async function team(page: Page): Promise<Team> {
  const res = await page.request.get('/api/v1/user');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Team;
}

async function market(page: Page): Promise<Player[]> {
  const res = await page.request.get('/api/v1/players');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { players: Player[] }).players;
}

/** Latin digits of a number shown in any of the app's locales. */
function readNumber(text: string | null): number {
  const latin = (text ?? '').replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) =>
    String((d.charCodeAt(0) & 0xf) % 10),
  );
  const m = latin.match(/-?\d+/);
  expect(m, `a number in "${text}"`).not.toBeNull();
  return Number(m?.[0]);
}

const pitchCard = (page: Page, id: number) =>
  page.locator(`[data-testid="pitch-player"][data-player-id="${id}"]`);

async function starterIds(page: Page): Promise<number[]> {
  return page
    .locator('.pitch > ul.pitch-row [data-testid="pitch-player"]')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.playerId)));
}

async function benchIds(page: Page): Promise<number[]> {
  return page
    .locator('.pitch-bench [data-testid="pitch-player"]')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.playerId)));
}

async function buy(page: Page, p: Player) {
  if (!(await page.getByRole('searchbox').isVisible()))
    await page.locator('.sb-tab').nth(1).click();
  await page.getByRole('searchbox').fill(p.name);
  await page.locator(`[data-testid="player-row"][data-player-id="${p.id}"] button`).click();
}

async function sell(page: Page, id: number) {
  if (!(await pitchCard(page, id).isVisible())) await page.locator('.sb-tab').first().click();
  await pitchCard(page, id).click();
  await page.getByTestId('sheet-transfer-out').click();
}

/**
 * A player of `position` never in the squad whose club stays within the limit of three and whose
 * price the bank can pay.
 */
function replacement(
  all: Player[],
  squad: Player[],
  sold: Player[],
  position: string,
  budget: number,
): Player {
  const perClub = new Map<number, number>();
  for (const p of squad) perClub.set(p.team.id, (perClub.get(p.team.id) ?? 0) + 1);
  const inSquad = new Set([...squad, ...sold].map((p) => p.id));
  const found = all.find(
    (p) =>
      p.position === position &&
      !inSquad.has(p.id) &&
      (perClub.get(p.team.id) ?? 0) < 3 &&
      p.price <= budget,
  );
  expect(found, `a ${position} to buy`).toBeDefined();
  return found as Player;
}

for (const lang of ['en', 'ur'] as const) {
  test(`transfers: two transfers after a finished round show the free transfer, the selling price and the −4, then save (${lang})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const seeded = await managerWithPastSquad(page, request, lang);
    const cheapId = seeded.cheapPlayerId;
    const before = await team(page);
    expect(before.picks).toHaveLength(15);
    expect(before.free_transfers).toBe(1);
    const cheap = before.picks.find((p) => p.player.id === cheapId);
    expect(cheap).toBeDefined();
    const price = cheap?.player.price ?? 0;
    // Bought 0.5 below his price: FPL's half-profit rule sells him for 0.2 of the 0.5 rise.
    const sellsAt = fplSellingPrice(seeded.purchasePrice, price);
    expect(sellsAt).toBe(seeded.purchasePrice + 2);
    expect(cheap?.purchase_price).toBe(seeded.purchasePrice);
    expect(cheap?.selling_price).toBe(sellsAt);

    await openMyTeam(page);
    await expect(page.getByTestId('picked-count')).toHaveText('15/15');
    await expect(page.getByTestId('free-transfers')).toHaveText(/^\D*1\D*$/);
    await expect(page.getByTestId('transfer-cost')).toContainText('0');
    await expect(page.getByTestId('transfer-cost')).not.toContainText('4');

    // The sheet of the player about to be sold shows what he fetches.
    await pitchCard(page, cheapId).click();
    // (In the tenant's money: "£5.2m"; the digits are the same in every language here.)
    await expect(page.getByTestId('sheet-selling-price')).toContainText(tenths(sellsAt));
    if (lang === 'en')
      await expect(page.getByTestId('sheet-selling-price')).toContainText('Sells for');
    await shot(page, info, `${lang}-selling-price`);
    await page.getByTestId('sheet-transfer-out').click();

    const all = await market(page);
    let squad = before.picks.map((p) => p.player).filter((p) => p.id !== cheapId);
    const sold = before.picks.map((p) => p.player);
    const bank = before.bank;
    const in1 = replacement(all, squad, sold, 'FWD', bank + sellsAt);
    await buy(page, in1);
    squad = [...squad, in1];
    await expect(page.getByTestId('picked-count')).toHaveText('15/15');
    // One transfer: the free one is used, nothing to pay.
    await expect(page.getByTestId('free-transfers')).toHaveText(/^\D*0\D*$/);
    await expect(page.getByTestId('transfer-cost')).not.toContainText('4');

    const out2Pick = before.picks.find((p) => p.player.position === 'MID');
    const out2 = out2Pick?.player;
    expect(out2).toBeDefined();
    await sell(page, out2?.id ?? 0);
    squad = squad.filter((p) => p.id !== out2?.id);
    const in2 = replacement(
      all,
      squad,
      sold,
      'MID',
      bank + sellsAt - in1.price + (out2Pick?.selling_price ?? 0),
    );
    await buy(page, in2);
    await expect(page.getByTestId('picked-count')).toHaveText('15/15');
    // The second transfer is beyond the free one: −4 before saving.
    await expect(page.getByTestId('transfer-cost')).toContainText('-4');
    await expect(page.getByTestId('free-transfers')).toHaveText(/^\D*0\D*$/);
    await page.locator('.sb-tab').first().click();
    await shot(page, info, `${lang}-two-transfers`);
    await expectAccessible(page, info, `${lang}-transfers`);

    // Saving goes through the confirmation (issue 20): each player out → in, matched by position,
    // the free transfer used, the −4 of the second and the money left. Nothing is saved yet.
    await expect(page.getByTestId('save-team')).toHaveCount(0);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/user')) posts.push(r.url());
    });
    await page.getByTestId('transfers-review').click();
    const confirm = page.getByTestId('transfers-confirm');
    await expect(confirm).toBeVisible();
    await expect(confirm.getByTestId('transfer-pair')).toHaveCount(2);
    await expect(confirm.locator(`[data-out="${cheapId}"][data-in="${in1.id}"]`)).toContainText(
      in1.name,
    );
    await expect(confirm.locator(`[data-out="${out2?.id}"][data-in="${in2.id}"]`)).toContainText(
      out2?.name ?? '',
    );
    await expect(confirm.getByTestId('transfers-free-used')).toHaveText(/^\D*1\D*$/);
    await expect(confirm.getByTestId('transfers-points-cost')).toContainText('-4');
    const left = bank + sellsAt - in1.price + (out2Pick?.selling_price ?? 0) - in2.price;
    await expect(confirm.getByTestId('transfers-money-left')).toContainText(tenths(left));
    await shot(page, info, `${lang}-transfers-confirm`);
    await expectAccessible(page, info, `${lang}-transfers-confirm`);
    // Cancel goes back to the edit as it was, unsaved.
    await confirm.getByTestId('transfers-cancel').click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('transfers-review')).toBeFocused();
    await expect(page.getByTestId('transfer-cost')).toContainText('-4');
    await expect(pitchCard(page, in1.id)).toBeVisible();
    expect(posts).toEqual([]);
    // Only the confirmation's own button saves, and a toast says so.
    await page.getByTestId('transfers-review').click();
    await confirm.getByTestId('transfers-confirm-save').click();
    await expect(page.getByTestId('save-status')).toContainText(
      lang === 'en' ? 'Your team is saved.' : 'آپ کی ٹیم محفوظ ہو گئی۔',
    );
    await expect(page.getByTestId('toast')).toContainText(
      lang === 'en' ? 'Your team is saved.' : 'آپ کی ٹیم محفوظ ہو گئی۔',
    );
    expect(posts).toHaveLength(1);
    await page.reload();
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    await expect(pitchCard(page, in1.id)).toBeVisible();
    await expect(pitchCard(page, in2.id)).toBeVisible();
    await expect(pitchCard(page, cheapId)).toHaveCount(0);
    await expect(pitchCard(page, out2?.id ?? 0)).toHaveCount(0);
    const after = await team(page);
    expect(after.transfers_made).toBe(2);
    expect(after.transfer_cost).toBe(4);
    const ids = after.picks.map((p) => p.player.id);
    expect(ids).toContain(in1.id);
    expect(ids).toContain(in2.id);
    // The bank gets both selling prices back and pays both new players' prices.
    expect(after.bank).toBe(
      bank + sellsAt - in1.price + (out2Pick?.selling_price ?? 0) - in2.price,
    );
    await shot(page, info, `${lang}-transfers-saved`);
  });

  test(`chips: Bench Boost with confirmation is active after a reload, and a second chip is refused (${lang})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    await managerWithPastSquad(page, request, lang);
    await openMyTeam(page);
    const boost = page.getByTestId('chip-bench_boost');
    await boost.getByRole('button').click();
    const dialog = page.locator('dialog.chip-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(lang === 'en' ? 'Play Bench Boost?' : 'بینچ بوسٹ');
    await shot(page, info, `${lang}-chip-confirm`);
    await expectAccessible(page, info, `${lang}-chip-dialog`);
    await dialog.locator('.button').first().click();
    await expect(dialog).toBeHidden();
    await expect(boost).toHaveClass(/chip-pending/);
    // Pending, the other chips already wait and say why.
    await expect(page.getByTestId('chip-limit')).toBeVisible();
    await page.getByTestId('save-team').click();
    await expect(page.getByTestId('save-status')).toContainText(
      lang === 'en' ? 'Your team is saved.' : 'آپ کی ٹیم محفوظ ہو گئی۔',
    );

    await page.reload();
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    await expect(boost).toHaveClass(/chip-active/);
    await expect(boost).toContainText(lang === 'en' ? 'Playing' : 'جاری');
    expect((await team(page)).active_chip).toBe('bench_boost');
    // No second chip this round: no Play button anywhere, and the reason in words.
    await expect(page.locator('.chips-list').getByRole('button')).toHaveCount(0);
    const triple = page.getByTestId('chip-triple_captain');
    await expect(triple).toHaveClass(/chip-available/);
    await expect(page.getByTestId('chip-limit')).toHaveText(
      lang === 'en'
        ? 'One chip per round: Bench Boost is already played for this round.'
        : /ہر راؤنڈ میں ایک چپ/,
    );
    await page.locator('.chips').scrollIntoViewIfNeeded();
    await shot(page, info, `${lang}-chip-active`);
    await expectAccessible(page, info, `${lang}-chip-active`);
  });

  test(`substitutions: drag a bench player onto a starter, tap to swap back, an outfielder onto the keeper is refused (${lang})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    await managerWithPastSquad(page, request, lang);
    await openMyTeam(page);
    const t = await team(page);
    const posOf = new Map(t.picks.map((p) => [p.player.id, p.player.position]));
    const slotOf = (slot: number) => t.picks.find((p) => p.slot === slot)?.player.id ?? 0;
    const keeper = slotOf(1);
    expect(posOf.get(keeper)).toBe('GK');
    const benchDef = t.picks.find((p) => p.slot > 11 && p.player.position === 'DEF')?.player.id;
    const starterMid = t.picks.find((p) => p.slot <= 11 && p.player.position === 'MID')?.player.id;
    expect(benchDef).toBeDefined();
    expect(starterMid).toBeDefined();
    const count = (ids: number[], pos: string) => ids.filter((id) => posOf.get(id) === pos).length;
    expect(count(await starterIds(page), 'DEF')).toBe(4);

    await shot(page, info, `${lang}-pitch-before-drag`);
    // Drag the bench defender onto a starting midfielder: 4-4-2 becomes 5-3-2.
    await dragOnto(page, pitchCard(page, benchDef ?? 0), pitchCard(page, starterMid ?? 0));
    await expect.poll(async () => count(await starterIds(page), 'DEF')).toBe(5);
    expect(count(await starterIds(page), 'MID')).toBe(3);
    expect(await benchIds(page)).toContain(starterMid);
    await expect(page.getByTestId('swap-refused')).toHaveCount(0);
    await expect(page.getByTestId('player-sheet')).toBeHidden();
    await shot(page, info, `${lang}-after-drag`);

    // An outfielder dragged onto the keeper would leave no one in goal: refused, with the rule.
    await dragOnto(page, pitchCard(page, starterMid ?? 0), pitchCard(page, keeper));
    const refused = page.getByTestId('swap-refused');
    await expect(refused).toBeVisible();
    await expect(refused).toHaveAttribute('data-code', 'FORMATION');
    await expect(refused).toContainText(
      lang === 'en' ? 'Substitution refused' : 'تبدیلی ممکن نہیں',
    );
    expect((await starterIds(page))[0]).toBe(keeper);
    expect(await benchIds(page)).toContain(starterMid);
    await shot(page, info, `${lang}-drag-refused`);
    await expectAccessible(page, info, `${lang}-substitutions`);

    // The same refusal by tap (Substitute in the sheet, then the keeper): the keyboard path.
    await pitchCard(page, starterMid ?? 0).click();
    await page
      .getByTestId('player-sheet')
      .getByRole('button', { name: lang === 'en' ? 'Substitute' : 'تبدیل کریں', exact: true })
      .press('Enter');
    await pitchCard(page, keeper).click();
    await expect(refused).toBeVisible();
    expect((await starterIds(page))[0]).toBe(keeper);

    // A valid tap swap: the midfielder back for the defender, 4-4-2 again, the message gone.
    await pitchCard(page, starterMid ?? 0).click();
    await page
      .getByTestId('player-sheet')
      .getByRole('button', { name: lang === 'en' ? 'Substitute' : 'تبدیل کریں', exact: true })
      .click();
    await pitchCard(page, benchDef ?? 0).click();
    await expect.poll(async () => count(await starterIds(page), 'DEF')).toBe(4);
    await expect(refused).toHaveCount(0);

    // Drag again, this time with a finger (touch events), and save: the 5-3-2 comes back after a reload.
    await dragOnto(page, pitchCard(page, benchDef ?? 0), pitchCard(page, starterMid ?? 0), 'touch');
    await expect.poll(async () => count(await starterIds(page), 'DEF')).toBe(5);
    await page.getByTestId('save-team').click();
    await expect(page.getByTestId('save-status')).toContainText(
      lang === 'en' ? 'Your team is saved.' : 'آپ کی ٹیم محفوظ ہو گئی۔',
    );
    await page.reload();
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    expect(count(await starterIds(page), 'DEF')).toBe(5);
    expect(await benchIds(page)).toContain(starterMid);
  });

  // Issue 18, defect 7: bench rows showed 0 beside "Bench points 10", and every row of a finished
  // round said "Provisional bonus".
  test(`points: a finished round's bench rows add up to its bench points, and no bonus is provisional (${lang})`, async ({
    page,
    request,
  }, info) => {
    const { roundNumber } = await managerWithPastSquad(page, request, lang);
    await page.goto(`/points/${roundNumber}`);
    await expect(page.getByTestId('team-points')).toBeVisible();
    const benchTotal = readNumber(await page.getByTestId('round-bench-points').textContent());
    const benchRows = await page.locator('.tp-bench [data-testid="pick-points"]').allTextContents();
    expect(benchRows.length).toBeGreaterThan(0);
    expect(benchRows.map(readNumber).reduce((a, b) => a + b, 0)).toBe(benchTotal);
    expect(benchTotal).toBeGreaterThan(0);
    await expect(page.getByTestId('provisional-bonus')).toHaveCount(0);
    await shot(page, info, `${lang}-finished-round-points`);

    // The round summary carries the tenant's average and highest of the round, as the API has them.
    const round = (await (await page.request.get(`/api/v1/user/round/${roundNumber}`)).json()) as {
      average_points: number | null;
      highest_points: number | null;
      picks: {
        player: { id: number };
        multiplier: number;
        points: number;
        bench_points: number;
        auto_sub: 'in' | 'out' | null;
        slot: number;
      }[];
    };
    const summary = page.getByTestId('round-summary');
    await expect(summary).toBeVisible();
    expect(round.average_points).not.toBeNull();
    expect(readNumber(await summary.getByTestId('round-average').textContent())).toBe(
      Math.trunc(round.average_points ?? 0),
    );
    expect(readNumber(await summary.getByTestId('round-highest').textContent())).toBe(
      round.highest_points,
    );
    // The team on the pitch first: every player's shirt with what he scored (the captain's
    // multiplied, a bench player's bench points), an auto-substitute among the eleven.
    const tabs = page.getByRole('tablist');
    const pitchTab = tabs.getByRole('tab').first();
    const listTab = tabs.getByRole('tab').nth(1);
    await expect(pitchTab).toHaveAttribute('aria-selected', 'true');
    const onPitch = page.getByTestId('points-pitch');
    await expect(onPitch).toBeVisible();
    await expect(page.getByTestId('points-list')).toBeHidden();
    await expect(onPitch.getByTestId('pitch-player')).toHaveCount(round.picks.length);
    await expect(onPitch.getByTestId('kit-shirt')).toHaveCount(round.picks.length);
    for (const pick of round.picks) {
      const card = onPitch.locator(
        `[data-testid="pitch-player"][data-player-id="${pick.player.id}"]`,
      );
      const shown = pick.multiplier === 0 ? pick.bench_points : pick.points;
      expect(readNumber(await card.locator('.pk-value').textContent())).toBe(shown);
      const onBench =
        (await card.locator('xpath=ancestor::*[contains(@class,"pitch-bench")]').count()) > 0;
      const played = pick.slot <= 11 ? pick.auto_sub !== 'out' : pick.auto_sub === 'in';
      expect(onBench, `player ${pick.player.id} on the bench`).toBe(!played);
      if (pick.auto_sub)
        await expect(card.locator(`[data-auto-sub="${pick.auto_sub}"]`)).toHaveCount(1);
    }
    // Keyboard: the arrow key moves to the list tab and shows the list.
    await pitchTab.focus();
    await page.keyboard.press(lang === 'ur' ? 'ArrowLeft' : 'ArrowRight');
    await expect(listTab).toHaveAttribute('aria-selected', 'true');
    await expect(listTab).toBeFocused();
    await expect(page.getByTestId('points-list')).toBeVisible();
    await expect(onPitch).toBeHidden();
    await page.keyboard.press('Home');
    await expect(pitchTab).toHaveAttribute('aria-selected', 'true');
    // Tapping a player on the pitch opens his breakdown in the list.
    const first = round.picks[0]!.player.id;
    await onPitch.locator(`[data-testid="pitch-player"][data-player-id="${first}"]`).click();
    await expect(page.getByTestId('points-list')).toBeVisible();
    await expect(page.locator(`#bd-${first}`)).toBeVisible();
    await expect(page.locator(`#tp-row-${first}`)).toBeFocused();
  });
}

/** Presses on `from`, moves in small steps and releases over `to`, with the mouse or a finger. */
async function dragOnto(
  page: Page,
  from: Locator,
  to: Locator,
  input: 'mouse' | 'touch' = 'mouse',
) {
  // The whole pitch between the sticky header and the sticky save bar.
  await page.locator('section.pitch').evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -64);
  });
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  expect(a && b, 'both cards on screen').toBeTruthy();
  if (!a || !b) return;
  if (input === 'touch') {
    // Real touch events through the DevTools protocol: the browser turns them into pointer events
    // of type touch, as on a phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
    const [x0, y0] = [a.x + a.width / 2, a.y + a.height / 2];
    const [x1, y1] = [b.x + b.width / 2, b.y + b.height / 2];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(x0, y0) });
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(x0 + ((x1 - x0) * i) / 10, y0 + ((y1 - y0) * i) / 10),
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    return;
  }
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}
