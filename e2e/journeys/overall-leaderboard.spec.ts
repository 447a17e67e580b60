import { expect, test } from '@playwright/test';
import { openMyTeam } from '../support/screens.ts';
import { signInAsDemo } from '../support/session.ts';

// Issue 18, defect 2: a demo manager who saves a team reaches the overall standings from home (the
// leaderboard led to "You are in no league yet": no manager was ever in the overall league), and a guest
// can read the overall standings on /leaderboard instead of being sent away. Rounds 1–4 of the real
// season are scored, so home shows the overall leaderboard's first rows and its "See all" link,
// which the journey takes.

test.use({ viewport: { width: 360, height: 740 } });

test('a demo manager who saves a team reaches the overall standings from home', async ({
  page,
}) => {
  await signInAsDemo(page);
  await openMyTeam(page);
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await expect(page.getByTestId('picked-count')).toHaveText('15/15');
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('save-status')).toContainText('Your team is saved.');

  await page.goto('/home');
  await page.getByRole('link', { name: 'See all: Leaderboard' }).click();
  await page.waitForURL('**/leaderboard');
  await expect(page.getByTestId('no-leagues')).toHaveCount(0);
  await expect(page.getByTestId('league-panel')).toContainText('Overall');
  await expect(page.getByTestId('league-select')).toContainText('Overall');
});

test('a guest reads the overall standings', async ({ page }) => {
  await page.goto('/leaderboard');
  expect(new URL(page.url()).pathname).toBe('/leaderboard');
  await expect(page.getByTestId('overall-title')).toHaveText('Overall');
  // Rounds have been scored: the standings table with the demo league's managers, never the notice
  // that no round has been scored yet, nor the no-league card.
  await expect(page.getByTestId('standings')).toBeVisible();
  await expect(page.getByTestId('standings-empty')).toHaveCount(0);
  expect(await page.getByTestId('standings').locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('no-leagues')).toHaveCount(0);
});

test('a signed-in manager without a team reads the overall standings under the no-league card', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/leaderboard');
  await expect(page.getByTestId('no-leagues')).toBeVisible();
  await expect(page.getByTestId('overall-title')).toHaveText('Overall');
  // Rounds 1–4 of the real season are scored: the simulated managers are ranked.
  const rows = page.getByTestId('standings').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);
});
