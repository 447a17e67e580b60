import { expect, test } from '@playwright/test';
import {
  eachScreen,
  GAME_SCREENS,
  PHONE,
  startTour,
  TOURS,
  viewportAsTallAsPage,
} from '../support/game-screens.ts';
import { expectAccessible } from '../support/screens.ts';

// Issue 20's proof on every game screen (support/game-screens.ts), in both tenants, in English and
// in Urdu (RTL), at 360×740, one demo sign-in per tenant × language:
//
// - axe-core (@axe-core/playwright) finds no serious or critical violation on home, my-team on the
//   pitch and as a list, the player sheet, points on the pitch and as a list, the transfers
//   confirmation, leaderboard, statistics, fixtures and a player page;
// - home, my-team (pitch and list), the player sheet, points on the pitch, the transfers
//   confirmation, leaderboard and statistics look like the reviewed baseline images committed in
//   journeys/__screens__/game-screens.spec.ts/ (the config's snapshotPathTemplate). A change to a
//   screen is accepted by regenerating them on purpose and reviewing the new images in the diff:
//   `npm run test:screens -- --update-snapshots` (README, "Screenshot baselines").
//
// What changes between runs is frozen or hidden: the seasons are the real ones at the journeys'
// fixed anchor (rounds 1–4 final, round 5 open), animations and the caret are off, fonts and
// hydration are awaited, and what the wall clock writes (deadlines, countdowns, kick-off times: a
// <time> element or anything marked data-clock) is masked.

// A screen that cannot be reached fails its step in seconds, and the next screen still runs.
test.use({ viewport: PHONE, actionTimeout: 10_000 });

for (const { sport, lang } of TOURS)
  test(`${sport}: the game screens pass axe and look as reviewed (${lang})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(300_000);
    const tour = await startTour(page, request, sport, lang);
    await eachScreen(tour, GAME_SCREENS, async (screen) => {
      if (screen.screenshot)
        try {
          if (screen.screenshot === 'page') await viewportAsTallAsPage(page);
          await expect(page).toHaveScreenshot(`${sport}-${lang}-${screen.name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: [page.locator('time, [data-clock]')],
            maxDiffPixelRatio: 0.002,
          });
        } finally {
          await page.setViewportSize(PHONE);
        }
      await expectAccessible(page, info, `${sport}-${lang}-${screen.name}`);
    });
  });
