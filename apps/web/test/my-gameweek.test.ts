import type { RoundRef } from '@gameweek/contracts/config';
import type { LeaderboardResponse, StandingRow } from '@gameweek/contracts/leagues';
import { RESOURCES } from '@gameweek/i18n/resources';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createElement as h } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { MyGameweekCard, type MyGameweekProps } from '../app/features/home/my-gameweek.tsx';
import { createI18n } from '../app/lib/i18n.ts';

// The card as the server renders it, from its data: the figures, the arrow and the one action.
const i18n = createI18n('en', RESOURCES.en);
const hour = 3_600_000;
const round = (number: number, status: RoundRef['status'], deadlineIn: number): RoundRef => ({
  id: number,
  number,
  name: `Gameweek ${number}`,
  status,
  deadline: new Date(Date.now() + deadlineIn).toISOString(),
});
const me = (rank: number, movement: number): StandingRow => ({
  rank,
  previous_rank: rank + movement,
  movement,
  squad_id: 7,
  user_id: 7,
  manager_name: 'Ann',
  team_name: 'Ann XI',
  round_points: 64,
  total: 250,
});
const board = (row: StandingRow | null): LeaderboardResponse => ({
  round: { id: 4, number: 4, name: 'Gameweek 4' },
  rows: [],
  me: row,
  next_cursor: null,
  total_managers: 40,
});
const base: MyGameweekProps = {
  data: null,
  leaderboard: null,
  current: round(4, 'FINISHED', -48 * hour),
  next: round(5, 'OPEN', 24 * hour),
  deadlinePassed: false,
  signedIn: true,
  welcome: 'Welcome, Ann',
};
const tenant = {
  hasTeam: true,
  freeSignUp: true,
  productName: 'Gameweek',
  sport: 'soccer' as const,
};

const render = (props: Partial<MyGameweekProps>, t: Partial<typeof tenant> = {}) =>
  renderToStringAsync(
    h(
      I18nextProvider,
      { i18n },
      h(MyGameweekCard, { ...base, ...props, tenant: { ...tenant, ...t } }),
    ) as unknown as VNode,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('my gameweek', () => {
  it("shows the manager's round points, rank with its climb, the countdown and transfers as the action", async () => {
    const html = await render({ leaderboard: board(me(1234, 12)) });
    expect(html).toContain('data-testid="my-gameweek"');
    expect(text(html)).toContain('Gameweek 4 points 64');
    expect(text(html)).toContain('Overall rank 1,234');
    expect(html).toContain('data-movement="up"');
    expect(text(html)).toContain('Up 12 places');
    expect(text(html)).toMatch(/Deadline in \d{2}:\d{2}:\d{2}/);
    expect(html).toMatch(
      /href="\/my-team"[^>]*data-action="transfer"|data-action="transfer"[^>]*href="\/my-team"/,
    );
    expect(text(html)).toContain('Make transfers');
  });

  it('marks a fall and an unchanged rank', async () => {
    const down = await render({ leaderboard: board(me(50, -1)) });
    expect(down).toContain('data-movement="down"');
    expect(text(down)).toContain('Down 1 place');
    const same = await render({ leaderboard: board(me(50, 0)) });
    expect(same).toContain('data-movement="same"');
  });

  it('asks a manager without a team to pick one, and offers the live round while it is live', async () => {
    const none = await render({}, { hasTeam: false });
    expect(none).toContain('data-action="pick"');
    expect(text(none)).toContain('Pick your team');
    expect(none).not.toContain('data-testid="my-rank"');
    const live = await render({
      current: round(5, 'LIVE', -2 * hour),
      next: round(6, 'OPEN', 72 * hour),
      leaderboard: board(me(3, 0)),
    });
    expect(live).toContain('data-action="live"');
    expect(text(live)).toContain('Gameweek 5');
  });

  it('invites a guest to join instead', async () => {
    const html = await render({ signedIn: false, welcome: null });
    expect(html).toContain('data-testid="guest-invite"');
    expect(html).toContain('href="/free-sign-up"');
    expect(html).not.toContain('data-testid="my-rank"');
  });
});
