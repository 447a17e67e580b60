import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { ZERO_CRICKET_STATS } from '@gameweek/rules/cricket/match-stats';
import { SOCCER_STAT_KEYS } from '@gameweek/rules/soccer/stats';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createElement as h } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlayerDetail } from '../app/features/player/player.server.ts';
import { PlayerPage } from '../app/features/player/player-page.tsx';
import { type Column, statsPage, statsViewFrom } from '../app/features/statistics/stats-table.ts';
import { createI18n } from '../app/lib/i18n.ts';
import type { ShellData } from '../app/lib/shell.server.ts';
import { columnLabelKey, PLAYER_STATS } from '../app/lib/stat-labels.ts';

/** A word written as code: snake_case or camelCase, as a stat key leaks onto a page. */
const RAW_KEY = /\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/g;

const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every stat the rules engine stores for one match of a player, as the scoring jobs write it. */
const ENGINE_STATS = {
  soccer: Object.fromEntries(SOCCER_STAT_KEYS.map((k) => [k, 3])),
  // The cricket job adds inXI (true, counted 1 by the API's season totals).
  cricket: { ...Object.fromEntries(Object.keys(ZERO_CRICKET_STATS).map((k) => [k, 3])), inXI: 3 },
};

function detail(context: 'soccer' | 'cricket'): PlayerDetail {
  return {
    context,
    player: {
      id: 1,
      name: 'A Player',
      position: context === 'soccer' ? 'MID' : 'AR',
      team: { id: 1, name: 'A Club', short_name: 'ACL' },
      price: 55,
      total_points: 40,
      form: 4.5,
      selected_by_percent: 12.5,
      minutes: 270,
      stats: ENGINE_STATS[context],
    } as PlayerDetail['player'],
    history: [{ round: 1, points: 6 }],
    prices: [{ round: 1, price: 55 }],
  };
}

async function renderPlayer(lang: (typeof LANGUAGE_CODES)[number], context: 'soccer' | 'cricket') {
  const i18n = createI18n(lang, RESOURCES[lang]);
  // The page reads the tenant's money convention from the root loader's data (usePriceFormat); its
  // default for the sport is what a tenant without one gets.
  const shell = { sport: context, config: null } as unknown as ShellData;
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: h(PlayerPage, { detail: detail(context) }) }],
    { hydrationData: { loaderData: { root: shell } } },
  );
  const html = await renderToStringAsync(
    h(I18nextProvider, { i18n }, h(RouterProvider, { router })) as unknown as VNode,
  );
  return visibleText(html);
}

describe("the player page's price", () => {
  it("is written in the tenant's game money", async () => {
    expect(await renderPlayer('en', 'soccer')).toContain('£5.5m');
    expect(await renderPlayer('en', 'cricket')).toContain('5.5 credits');
  });
});

describe('stat labels on the player page and the statistics table', () => {
  for (const context of ['soccer', 'cricket'] as const) {
    for (const lang of LANGUAGE_CODES) {
      it(`${context}, ${lang}: the player page shows no raw stat key and "minutes" once`, async () => {
        const text = await renderPlayer(lang, context);
        expect(text.match(RAW_KEY) ?? []).toEqual([]);
        const minutes = RESOURCES[lang].game.stats.minutes;
        const matches = RESOURCES[lang].game.stats.matches;
        if (context === 'soccer') expect(text.split(minutes).length - 1).toBe(1);
        else {
          expect(text).not.toContain(minutes);
          expect(text).toContain(matches);
        }
      });
    }
  }

  it('lists every counting stat the rules engine stores (the Assistant Manager rows aside)', () => {
    expect([...PLAYER_STATS.soccer].sort()).toEqual(
      SOCCER_STAT_KEYS.filter((k) => k !== 'minutes' && !k.startsWith('mng_')).sort(),
    );
    expect([...PLAYER_STATS.cricket].sort()).toEqual(Object.keys(ZERO_CRICKET_STATS).sort());
  });

  it('labels every statistics table column in every language, and cricket counts matches', () => {
    for (const context of ['soccer', 'cricket'] as const) {
      const players = [
        {
          ...detail(context).player,
          stats: ENGINE_STATS[context],
        },
      ];
      const { columns } = statsPage(
        players,
        statsViewFrom(new URLSearchParams(), context),
        context,
      );
      expect(columns).toContain('minutes');
      for (const lang of LANGUAGE_CODES) {
        const i18n = createI18n(lang, RESOURCES[lang]);
        for (const c of columns as Column[]) {
          const key = columnLabelKey(c, context);
          expect(i18n.exists(key, { ns: 'game' }), `${lang} ${key}`).toBe(true);
        }
      }
      expect(columnLabelKey('minutes', context)).toBe(
        context === 'cricket' ? 'stats.matches' : 'stats.minutes',
      );
    }
  });
});
