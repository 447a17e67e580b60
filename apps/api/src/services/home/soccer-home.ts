// The soccer home's own figures: commentary rebuilt from the revealed stats, the league table from the
// finished fixtures, and a match report from the commentary.
import type { ClubStandingsResponseSchema, ContentResponseSchema } from '@gameweek/contracts/home';
import { type ReplayPlayer, revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import type { FixtureRecord } from '../../repositories/home-repository.ts';
import { type CommentaryLine, type Out, reportedAt } from './sections.ts';

const EVENT_TEXT: Record<
  string,
  { kind: CommentaryLine['kind']; text: (who: string, club: string) => string }
> = {
  goals_scored: { kind: 'goal', text: (w, c) => `GOAL! ${w} scores for ${c}.` },
  own_goals: { kind: 'own_goal', text: (w, c) => `Own goal by ${w} (${c}).` },
  assists: { kind: 'assist', text: (w, c) => `${w} (${c}) with the assist.` },
  yellow_cards: { kind: 'yellow_card', text: (w, c) => `Yellow card for ${w} (${c}).` },
  red_cards: { kind: 'red_card', text: (w, c) => `Red card! ${w} (${c}) is sent off.` },
  penalties_saved: { kind: 'penalty_saved', text: (w, c) => `Penalty saved by ${w} (${c})!` },
  penalties_missed: { kind: 'penalty_missed', text: (w, c) => `${w} (${c}) misses from the spot.` },
};

/**
 * Commentary from the stats: the replay reveals each fixture's final stats minute by minute
 * (packages/rules soccer/replay.ts), so an event's minute is where its count first goes up.
 */
export function commentary(
  f: FixtureRecord,
  players: {
    playerId: number;
    clubId: number;
    name: string;
    stats: Record<string, number | boolean>;
  }[],
): CommentaryLine[] {
  const lines: CommentaryLine[] = [];
  if (f.status === 'SCHEDULED' || f.status === 'POSTPONED') return lines;
  lines.push({
    minute: 0,
    kind: 'kick_off',
    side: null,
    player: null,
    text: `Kick-off: ${f.homeName} v ${f.awayName}.`,
  });
  const replay: ReplayPlayer[] = players.map((p) => ({
    playerId: p.playerId,
    side: p.clubId === f.homeId ? 'home' : 'away',
    stats: p.stats,
  }));
  const byId = new Map(players.map((p) => [p.playerId, p]));
  const upTo = f.status === 'FINISHED' ? 90 : Math.min(90, f.minute);
  let prev = revealSoccerFixture(f.id, replay, 0);
  for (let m = 1; m <= upTo; m++) {
    const now = revealSoccerFixture(f.id, replay, m);
    const before = new Map(prev.players.map((p) => [p.playerId, p.stats]));
    for (const p of now.players) {
      const was = before.get(p.playerId) ?? {};
      for (const [stat, event] of Object.entries(EVENT_TEXT)) {
        const delta = (p.stats[stat] ?? 0) - (was[stat] ?? 0);
        const who = byId.get(p.playerId);
        if (delta <= 0 || !who) continue;
        const side = who.clubId === f.homeId ? 'home' : 'away';
        const club = side === 'home' ? f.homeName : f.awayName;
        for (let k = 0; k < delta; k++) {
          lines.push({
            minute: m,
            kind: event.kind,
            side,
            player: { id: p.playerId, name: who.name },
            text: event.text(who.name, club),
          });
        }
      }
    }
    prev = now;
  }
  if (f.status === 'FINISHED') {
    lines.push({
      minute: 90,
      kind: 'full_time',
      side: null,
      player: null,
      text: `Full time: ${f.homeName} ${f.homeScore ?? 0}–${f.awayScore ?? 0} ${f.awayName}.`,
    });
  }
  return lines;
}

/** The league table (3 points a win, 1 a draw) from the finished fixtures, with each side's last five results. */
export function soccerClubTable(
  finished: FixtureRecord[],
): Out<typeof ClubStandingsResponseSchema> {
  const table = new Map<number, Out<typeof ClubStandingsResponseSchema>['table'][number]>();
  const entry = (id: number, name: string, short: string) => {
    let e = table.get(id);
    if (!e) {
      e = {
        position: 0,
        team: { id, name, short_name: short },
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goals_for: 0,
        goals_against: 0,
        goal_difference: 0,
        points: 0,
        form: [],
      };
      table.set(id, e);
    }
    return e;
  };
  for (const f of finished) {
    if (f.homeScore === null || f.awayScore === null) continue;
    const h = entry(f.homeId, f.homeName, f.homeShort);
    const a = entry(f.awayId, f.awayName, f.awayShort);
    for (const [me, gf, ga] of [
      [h, f.homeScore, f.awayScore],
      [a, f.awayScore, f.homeScore],
    ] as const) {
      me.played++;
      me.goals_for += gf;
      me.goals_against += ga;
      const r: 'W' | 'D' | 'L' = gf > ga ? 'W' : gf === ga ? 'D' : 'L';
      if (r === 'W') me.won++;
      else if (r === 'D') me.drawn++;
      else me.lost++;
      me.points += r === 'W' ? 3 : r === 'D' ? 1 : 0;
      me.form = [...me.form, r].slice(-5);
    }
  }
  const rows = [...table.values()].map((e) => ({
    ...e,
    goal_difference: e.goals_for - e.goals_against,
  }));
  rows.sort(
    (x, y) =>
      y.points - x.points ||
      y.goal_difference - x.goal_difference ||
      y.goals_for - x.goals_for ||
      x.team.name.localeCompare(y.team.name),
  );
  rows.forEach((r, i) => {
    r.position = i + 1;
  });
  return { table: rows };
}

/** A finished match's report: the score, the goals with their minutes, who was sent off. */
export function soccerMatchReport(
  f: FixtureRecord,
  lines: CommentaryLine[],
): Out<typeof ContentResponseSchema>['items'][number] {
  const goals = lines.filter((l) => l.kind === 'goal' || l.kind === 'own_goal');
  const scorers = goals.map(
    (g) => `${g.player?.name ?? ''} ${g.minute}'${g.kind === 'own_goal' ? ' (o.g.)' : ''}`,
  );
  const cards = lines.filter((l) => l.kind === 'red_card').map((l) => l.player?.name ?? '');
  return {
    id: `report-${f.id}`,
    kind: 'match_report',
    title: `${f.homeName} ${f.homeScore ?? 0}–${f.awayScore ?? 0} ${f.awayName}`,
    body: [
      goals.length ? `Goals: ${scorers.join(', ')}.` : 'A goalless draw.',
      cards.length ? `Sent off: ${cards.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    url: null,
    image_url: null,
    published_at: reportedAt(f),
  };
}
