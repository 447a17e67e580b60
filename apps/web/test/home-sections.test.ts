import { CommentaryLineSchema } from '@gameweek/contracts/home';
import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { fixtureDifficulty } from '@gameweek/themes/layout';
import { HOME_SECTIONS } from '@gameweek/themes/sections';
import { THEMES } from '@gameweek/themes/themes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentaryMatch, keyLines, searchMarket } from '../app/features/home/home-data.server.ts';
import {
  availableSections,
  countdownParts,
  formatCountdown,
  nextAction,
  pageOrder,
  pitchRows,
  renderableSections,
  type SectionData,
  safeUrl,
  TRAILING_SECTIONS,
} from '../app/features/home/home-sections.ts';
import { formatNrr } from '../app/features/home/standings-sections.tsx';

const full: SectionData = {
  signedIn: true,
  liveMatches: 2,
  selectionTrends: 5,
  showStatistics: true,
  fixtures: 3,
  playersOfTheWeek: 5,
  news: 4,
  videos: 2,
  leagues: 1,
  standings: 6,
  topPlayers: 5,
  teamOfTheWeek: 11,
  commentary: 8,
  leaderboard: true,
  prizes: 2,
  optIn: true,
};

describe('home section order', () => {
  it('opens with my gameweek and live matches, then the theme order, then the sections no theme orders', () => {
    const theme = THEMES.whiteLabelF5.homeSections;
    const order = pageOrder(theme);
    expect(order.slice(0, 2)).toEqual(['gameweek', 'liveMatches']);
    // The team prompt is the my-gameweek card's next action, not a card of its own.
    expect(order).not.toContain('prompt');
    const rest = theme.filter((s) => !['gameweek', 'liveMatches', 'prompt'].includes(s));
    expect(order.slice(2, 2 + rest.length)).toEqual(rest);
    expect(order.slice(2 + rest.length)).toEqual([...TRAILING_SECTIONS]);
    expect(renderableSections(order, availableSections(full))).toEqual(order);
  });

  it('keeps the news-first operator order after my gameweek and live matches', () => {
    const order = renderableSections(
      pageOrder(THEMES.harborF5.homeSections),
      availableSections(full),
    );
    expect(order.slice(0, 5)).toEqual([
      'gameweek',
      'liveMatches',
      'news',
      'statCardLinks',
      'videos',
    ]);
  });

  it('lists each section once, whatever order a theme gives', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...HOME_SECTIONS]), (themeOrder) => {
        const order = pageOrder(themeOrder);
        expect(new Set(order).size).toBe(order.length);
        expect(order.slice(0, 2)).toEqual(['gameweek', 'liveMatches']);
        const rest = themeOrder.filter((s) => !['gameweek', 'liveMatches', 'prompt'].includes(s));
        expect(order.slice(2, 2 + rest.length)).toEqual(rest);
      }),
    );
  });

  it('omits every section without data', () => {
    const empty: SectionData = {
      ...full,
      liveMatches: 0,
      selectionTrends: 0,
      showStatistics: false,
      fixtures: 0,
      playersOfTheWeek: 0,
      news: 0,
      videos: 0,
      leagues: 0,
      standings: 0,
      topPlayers: 0,
      teamOfTheWeek: 0,
      commentary: 0,
      leaderboard: false,
      prizes: 0,
      optIn: false,
    };
    expect(
      renderableSections(pageOrder(THEMES.whiteLabelF5.homeSections), availableSections(empty)),
    ).toEqual(['gameweek', 'discoverLinks', 'search']);
  });

  it('leaves the signed-in sections out for a guest', () => {
    const guest = availableSections({ ...full, signedIn: false });
    for (const s of ['prompt', 'leagueSwitcher', 'leaderboard', 'optIn'] as const)
      expect(guest.has(s)).toBe(false);
    for (const s of ['fixtures', 'news', 'teamOfTheWeek', 'standings', 'search'] as const)
      expect(guest.has(s)).toBe(true);
  });
});

describe("my gameweek's next action", () => {
  const base = { signedIn: true, hasTeam: true, roundLive: false, deadlinePassed: false };
  it('invites a guest to join, whatever the round', () => {
    for (const roundLive of [true, false])
      for (const deadlinePassed of [true, false])
        expect(nextAction({ ...base, signedIn: false, roundLive, deadlinePassed })).toBe('join');
  });
  it('asks for a team while there is none and the deadline is open, even in a live round', () => {
    expect(nextAction({ ...base, hasTeam: false })).toBe('pick');
    expect(nextAction({ ...base, hasTeam: false, roundLive: true })).toBe('pick');
  });
  it('follows the live round, makes transfers before the deadline, else shows the points', () => {
    expect(nextAction({ ...base, roundLive: true })).toBe('live');
    expect(nextAction({ ...base, roundLive: true, deadlinePassed: true })).toBe('live');
    expect(nextAction(base)).toBe('transfer');
    expect(nextAction({ ...base, deadlinePassed: true })).toBe('points');
    expect(nextAction({ ...base, hasTeam: false, deadlinePassed: true })).toBe('points');
  });
});

describe('home formatting helpers', () => {
  it('splits and formats the countdown with fixed-width digits', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(formatCountdown(ms, (d) => `${d}d`)).toBe('2d 03:04:05');
    expect(formatCountdown(59_000, (d) => `${d}d`)).toBe('00:00:59');
    expect(formatCountdown(-5_000, (d) => `${d}d`)).toBe('00:00:00');
    // In the language's digits (Bengali here), still two of them each.
    const bn = new Intl.NumberFormat('bn', { minimumIntegerDigits: 2, useGrouping: false });
    const days = new Intl.NumberFormat('bn');
    expect(
      formatCountdown(
        ms,
        (d) => `${days.format(d)}d`,
        (n) => bn.format(n),
      ),
    ).toBe('২d ০৩:০৪:০৫');
  });

  it('clamps difficulties to the five levels', () => {
    expect([0, 1, 2.4, 3, 5, 9, Number.NaN].map(fixtureDifficulty)).toEqual([1, 1, 2, 3, 5, 5, 3]);
  });

  it('groups the team of the week into pitch rows, keeper first', () => {
    const rows = pitchRows(
      ['FWD', 'GK', 'DEF', 'MID', 'DEF'].map((position, id) => ({ id, position })),
    );
    expect(rows.map((r) => r.map((p) => p.position))).toEqual([
      ['GK'],
      ['DEF', 'DEF'],
      ['MID'],
      ['FWD'],
    ]);
    expect(
      pitchRows([{ position: 'BOWL' }, { position: 'WK' }]).map((r) => r[0]?.position),
    ).toEqual(['WK', 'BOWL']);
  });

  it('accepts only http(s) and same-site links from tenant content', () => {
    expect(safeUrl('/videos/a.mp4')).toBe('/videos/a.mp4');
    expect(safeUrl('https://example.com/v')).toBe('https://example.com/v');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});

describe('home data', () => {
  const fixture = (id: number, status: 'LIVE' | 'FINISHED', kickoff: string) => ({
    id,
    round_number: 1,
    kickoff,
    status,
    minute: 50,
    home: { id: 1, name: 'A', short_name: 'A', score: 1, difficulty: 2 },
    away: { id: 2, name: 'B', short_name: 'B', score: 0, difficulty: 4 },
    outcome: null,
    commentary: [{ minute: 0, kind: 'kick_off' as const, side: null, player: null, text: '' }],
  });

  it('features a live match, else the latest kick-off', () => {
    const a = fixture(1, 'FINISHED', '2026-01-01T12:00:00Z');
    const b = fixture(2, 'FINISHED', '2026-01-01T14:00:00Z');
    const c = fixture(3, 'LIVE', '2026-01-01T10:00:00Z');
    expect(commentaryMatch([a, b])?.id).toBe(2);
    expect(commentaryMatch([a, b, c])?.id).toBe(3);
    expect(commentaryMatch([{ ...a, commentary: [] }])).toBeNull();
  });

  it('keys repeated commentary lines apart', () => {
    const goal = {
      minute: 10,
      kind: 'goal' as const,
      side: 'home' as const,
      player: { id: 7, name: 'X' },
      text: '',
    };
    expect(keyLines([goal, goal]).map((l) => l.key)).toEqual(['10-goal-7', '10-goal-7-1']);
  });

  it('searches players by name and clubs by name', () => {
    const p = (id: number, name: string, club: string, total_points: number) =>
      ({
        id,
        name,
        short_name: name,
        position: 'MID',
        team: { id: id * 10, name: club, short_name: club.slice(0, 3).toUpperCase() },
        total_points,
      }) as unknown as Parameters<typeof searchMarket>[0][number];
    const market = [p(1, 'Saka', 'Arsenal', 50), p(2, 'Salah', 'Liverpool', 80)];
    const r = searchMarket(market, 'sa');
    expect(r?.players.map((x) => x.id)).toEqual([2, 1]);
    expect(searchMarket(market, 'liver')?.clubs).toEqual([{ id: 20, name: 'Liverpool' }]);
    expect(searchMarket(market, '')).toBeNull();
  });
});

describe('cricket in the home sections', () => {
  it('shows the net run rate signed with three decimals, a dash before any result', () => {
    expect(formatNrr(2.2857, 'en')).toBe('+2.286');
    expect(formatNrr(-0.2, 'en')).toBe('-0.200');
    expect(formatNrr(0, 'en')).toBe('0.000');
    expect(formatNrr(null, 'en')).toBe('–');
  });

  it('has every commentary kind and the cricket table headings in all nine languages', () => {
    const kinds = CommentaryLineSchema.shape.kind.options;
    for (const code of LANGUAGE_CODES) {
      const home = RESOURCES[code].game.home as unknown as Record<string, unknown>;
      const event = home.event as Record<string, string>;
      for (const kind of kinds) expect(event[kind], `${code} ${kind}`).toBeTruthy();
      for (const key of ['noResult', 'noResultLong', 'netRunRate', 'netRunRateLong'])
        expect(home[key], `${code} ${key}`).toBeTruthy();
    }
  });
});
