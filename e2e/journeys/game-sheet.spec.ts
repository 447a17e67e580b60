import en from '@gameweek/i18n/locales/en/game';
import ur from '@gameweek/i18n/locales/ur/game';
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { expectAccessible, setLanguage, shot } from '../support/screens.ts';

// Issue 20, items 2, 4 and 7 at a 360×740 phone viewport, soccer and cricket, English and Urdu: a tap
// on a player opens his sheet, a modal dialog in view (focus inside and kept there, Escape and a
// swipe down close it, focus back on the player, the page behind does not scroll); its actions;
// transfers of a saved team saved through the confirmation; toasts for a save and an armband.
// SHEET_SHOTS_DIR=<dir> also writes what the phone shows (the viewport) there as PNG files.

test.use({ viewport: { width: 360, height: 740 } });

const T = { en, ur };
type Lang = keyof typeof T;

interface Player {
  id: number;
  name: string;
  position: string;
  price: number;
  team: { id: number };
}

interface Team {
  picks: { slot: number; player: Player; selling_price: number }[];
  bank: number;
}

async function keep(page: Page, info: TestInfo, name: string) {
  await shot(page, info, name);
  const dir = process.env.SHEET_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** GET through the page itself: only the browser resolves cricket.localhost to this machine. */
async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(p)).json(), `/api${path}`) as Promise<T>;
}

const card = (page: Page, id: number) =>
  page.locator(`[data-testid="pitch-player"][data-player-id="${id}"]`);

/** A new demo manager with a quick-picked team saved for the open round, on the pitch. */
async function managerWithTeam(page: Page, lang: Lang, base: string) {
  await page.goto(`${base}/`);
  await page.getByTestId('demo-login').click();
  await page.waitForURL('**/home');
  await setLanguage(page, lang);
  await page.goto(`${base}/my-team`);
  await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: T[lang].builder.quickPick, exact: true }).click();
  await expect(page.getByTestId('violations')).toHaveCount(0);
  await expect(page.getByTestId('pitch-player').first()).toBeVisible();
  // A first team has nothing to transfer: it is saved at once, and a toast says so.
  await expect(page.getByTestId('transfers-review')).toHaveCount(0);
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('toast')).toHaveText(T[lang].builder.saved);
  await expect(page.getByTestId('toast')).toBeVisible();
}

/** The element focus is on is inside the open sheet (or nowhere: never the page behind). */
async function focusIsInSheet(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const a = document.activeElement;
    return !a || a === document.body || a.closest('dialog[open]') !== null;
  });
}

/** Two frames, so a scroll the wheel caused has been applied. */
async function frames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

async function swipeDown(page: Page, sheet: Locator) {
  // Where the handle is once the sheet has slid in (a phone's finger finds it there too).
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const handle = sheet.locator('.sheet-grip');
  const box = await handle.boundingBox();
  expect(box, 'the sheet handle on screen').toBeTruthy();
  if (!box) return;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 140, { steps: 8 });
  await page.mouse.up();
}

for (const sport of ['soccer', 'cricket'] as const)
  for (const lang of ['en', 'ur'] as const)
    test(`${sport}: the player sheet opens in view on a tap, closes by Escape, swipe and keyboard, and gives feedback (${lang})`, async ({
      page,
    }, info) => {
      test.setTimeout(180_000);
      const port = process.env.E2E_WEB_PORT ?? 3310;
      const base =
        sport === 'soccer' ? `http://localhost:${port}` : `http://cricket.localhost:${port}`;
      const tr = T[lang];
      await managerWithTeam(page, lang, base);
      const team = await getJson<Team>(page, '/v1/user');
      const starters = team.picks.filter((p) => p.slot <= 11).sort((a, b) => a.slot - b.slot);
      // A starter low on the page: the old panel opened below the pitch, out of sight.
      const target = starters[starters.length - 1]?.player as Player;
      await keep(page, info, `${sport}-${lang}-pitch-saved`);

      // A tap opens his sheet: a modal dialog named by him, on screen, focus inside.
      const sheet = page.getByTestId('player-sheet');
      // Not at the top of the page, so a scroll behind the sheet could go either way.
      await page.evaluate(() => window.scrollTo(0, 120));
      await card(page, target.id).click();
      await expect(sheet).toBeVisible();
      await expect(sheet).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('dialog', { name: target.name })).toBeVisible();
      await expect(sheet).toHaveAttribute('aria-modal', 'true');
      expect(await focusIsInSheet(page)).toBe(true);
      await expect(page.getByTestId('sheet-close')).toBeFocused();
      // His card: the club's next three fixtures, each on its difficulty colour.
      const fixtures = sheet.getByTestId('sheet-fixtures').locator('li');
      await expect(fixtures).toHaveCount(3);
      await expect(fixtures.first()).toHaveAttribute('data-difficulty', /^[1-5]$/);
      await expect(page.getByTestId('sheet-profile')).toHaveAttribute(
        'href',
        new RegExp(`/player/${target.id}$`),
      );
      await expect(page.getByTestId('sheet-substitute')).toHaveCount(sport === 'soccer' ? 1 : 0);
      await keep(page, info, `${sport}-${lang}-player-sheet`);
      await expectAccessible(page, info, `${sport}-${lang}-player-sheet`);

      // The page behind does not scroll while the sheet is open, either way.
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(0);
      await page.mouse.move(180, 40);
      await page.mouse.wheel(0, -400);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      await frames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);

      // Escape closes it, and focus is back on the player tapped.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(card(page, target.id)).toBeFocused();
      // The page scrolls again.
      await page.mouse.wheel(0, -300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);

      // A swipe down on its handle closes it too.
      await card(page, target.id).click();
      await expect(sheet).toBeVisible();
      await swipeDown(page, sheet);
      await expect(sheet).toBeHidden();
      await expect(card(page, target.id)).toBeFocused();

      // With the keyboard only: Enter opens it, Tab stays inside, Enter on an action.
      await card(page, target.id).press('Enter');
      await expect(sheet).toBeVisible();
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await focusIsInSheet(page), `focus after ${i + 1} Tab`).toBe(true);
      }
      const vice = page.getByTestId('sheet-vice');
      if (await vice.isDisabled()) {
        // He already wears the vice-captain's armband: make him captain instead.
        await page.getByTestId('sheet-captain').focus();
      } else await vice.focus();
      const role = (await vice.isDisabled()) ? 'C' : 'V';
      await page.keyboard.press('Enter');
      // A toast names him, and his card is highlighted for a moment (checked first: both go away
      // after a few seconds).
      await expect(page.getByTestId('toast')).toHaveText(
        (role === 'C' ? tr.toast.captain : tr.toast.vice).replace('{{name}}', target.name),
      );
      await expect(card(page, target.id)).toHaveAttribute('data-flash', '');
      await expect(sheet).toBeHidden();
      await expect(card(page, target.id)).toBeFocused();
      await expect(card(page, target.id).locator(`.pitch-armband-${role}`)).toBeVisible();
      await keep(page, info, `${sport}-${lang}-armband-toast`);

      // Transfer out: he leaves, and the list of his position opens to pick who replaces him.
      await card(page, target.id).click();
      await page.getByTestId('sheet-transfer-out').click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('searchbox')).toBeFocused();
      const filter = page.locator('.pl-filters select').first();
      await expect(filter).toHaveValue(target.position);
      const market = (await getJson<{ players: Player[] }>(page, '/v1/players')).players;
      const squad = team.picks.map((p) => p.player);
      const perClub = new Map<number, number>();
      for (const p of squad)
        if (p.id !== target.id) perClub.set(p.team.id, (perClub.get(p.team.id) ?? 0) + 1);
      const limit = sport === 'soccer' ? 3 : 7;
      const money =
        team.bank + (team.picks.find((p) => p.player.id === target.id)?.selling_price ?? 0);
      const replacement = market
        .filter(
          (p) =>
            p.position === target.position &&
            !squad.some((s) => s.id === p.id) &&
            (perClub.get(p.team.id) ?? 0) < limit &&
            p.price <= money,
        )
        .sort((a, b) => a.price - b.price || a.id - b.id)[0];
      expect(replacement, 'a replacement he can afford').toBeDefined();
      if (!replacement) return;
      await page.getByRole('searchbox').fill(replacement.name);
      await page
        .locator(`[data-testid="player-row"][data-player-id="${replacement.id}"] button`)
        .click();

      // A saved team that changes is saved through the confirmation: out → in and what is left.
      await expect(page.getByTestId('save-team')).toHaveCount(0);
      const review = page.getByTestId('transfers-review');
      await expect(review).toHaveText(
        sport === 'soccer' ? tr.transfers.review : tr.transfers.reviewChanges,
      );
      await review.click();
      const confirm = page.getByTestId('transfers-confirm');
      await expect(confirm).toBeVisible();
      await expect(confirm).toBeInViewport();
      const pair = confirm.getByTestId('transfer-pair');
      await expect(pair).toHaveCount(1);
      await expect(pair).toHaveAttribute('data-out', String(target.id));
      await expect(pair).toHaveAttribute('data-in', String(replacement.id));
      await expect(pair).toContainText(target.name);
      await expect(pair).toContainText(replacement.name);
      await expect(confirm.getByTestId('transfers-money-left')).toContainText(
        ((money - replacement.price) / 10).toFixed(1),
      );
      await expect(confirm).toContainText(
        sport === 'soccer' ? tr.builder.budget : tr.builder.credits,
      );
      await keep(page, info, `${sport}-${lang}-transfers-confirm`);
      await expectAccessible(page, info, `${sport}-${lang}-transfers-confirm`);
      // Escape is a cancel: the edit stays.
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(review).toBeVisible();
      await review.click();
      await confirm.getByTestId('transfers-confirm-save').click();
      await expect(page.getByTestId('toast')).toHaveText(tr.builder.saved);
      await expect(page.getByTestId('save-status')).toContainText(tr.builder.saved);
      const after = await getJson<Team>(page, '/v1/user');
      const ids = after.picks.map((p) => p.player.id);
      expect(ids).toContain(replacement.id);
      expect(ids).not.toContain(target.id);
    });

/** Reduced motion: the sheet and the toast simply appear (no animation). */
test('with reduced motion the sheet and the toast appear without animation', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await managerWithTeam(page, 'en', `http://localhost:${process.env.E2E_WEB_PORT ?? 3310}`);
  const animation = (l: Locator) => l.evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation(page.locator('.toast'))).toBe('none');
  await page.getByTestId('pitch-player').first().click();
  await expect(page.getByTestId('player-sheet')).toBeVisible();
  expect(await animation(page.getByTestId('player-sheet'))).toBe('none');
});
