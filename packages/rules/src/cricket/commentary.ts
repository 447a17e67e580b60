// Ball-by-ball commentary of the overs of a match revealed so far (ADR 0015). Pure.

import { type CricketReplay, isLegal, NOT_OUT_KINDS } from './match-result.ts';
import { matchAfterOvers } from './replay.ts';

/**
 * One line of ball-by-ball commentary. The rules engine imports nothing of ours, so this is its own type:
 * the API serves it as the contract's CommentaryLine (packages/contracts/src/home.ts), of which it is the
 * cricket subset — the API's compiler checks that it stays assignable.
 */
export interface CricketCommentaryLine {
  /** Overs bowled in the match when the ball was bowled (the fixture's `minute` on the clock). */
  minute: number;
  kind: 'innings_start' | 'ball' | 'four' | 'six' | 'wicket' | 'over_end';
  side: 'home' | 'away' | null;
  player: { id: number; name: string } | null;
  /** The ball in over.ball notation of its innings ('14.3'). */
  over?: string;
  /** The innings score after this ball ('123/4'). */
  score?: string;
  /** The bowler of the ball (player is the batter, or the batter out). */
  bowler?: string;
  /** Runs off the ball, extras included. */
  runs?: number;
  /** A wicket: the dismissal in scorecard notation ('c Suyash Sharma b Harshit Rana'). */
  how?: string;
  text: string;
}

const overLabel = (over: number, legal: number) => `${over}.${legal}`;

/**
 * Ball-by-ball commentary of the first `overs` overs (all of them at full time), oldest first: every
 * delivery ("14.3 JJ Bumrah to V Kohli, FOUR"), wickets with the dismissal and fielder, and a summary at the
 * end of each over. `minute` is the overs bowled in the match when the ball was bowled (the fixture's
 * `minute` on the clock); `over` the ball in the usual over.ball notation of its innings.
 */
export function cricketCommentary(
  match: CricketReplay,
  overs: number,
  side: (team: string) => 'home' | 'away',
  playerId: (name: string) => number | undefined,
): CricketCommentaryLine[] {
  const lines: CricketCommentaryLine[] = [];
  const cut = matchAfterOvers(match, overs);
  const who = (name: string) => {
    const id = playerId(name);
    return id === undefined ? null : { id, name };
  };
  let bowled = 0;
  for (const [n, innings] of (cut.innings ?? []).entries()) {
    if (innings.super_over) continue;
    let runs = 0;
    let wickets = 0;
    lines.push({
      minute: bowled,
      kind: 'innings_start',
      side: side(innings.team),
      player: null,
      over: '0.0',
      score: '0/0',
      text: `${n === 0 ? 'First' : 'Second'} innings: ${innings.team} bat.`,
    });
    for (const o of innings.overs ?? []) {
      let legal = 0;
      let overRuns = 0;
      let overWickets = 0;
      let bowler = '';
      for (const d of o.deliveries) {
        bowler = d.bowler;
        if (isLegal(d)) legal++;
        runs += d.runs.total;
        overRuns += d.runs.total;
        const at = overLabel(o.over, legal);
        const boundary = !d.runs.non_boundary && (d.runs.batter === 4 || d.runs.batter === 6);
        const extras = Object.entries(d.extras ?? {})
          .filter(([, v]) => v)
          .map(([k, v]) => `${v} ${EXTRA_WORD[k] ?? k}`);
        const what = boundary
          ? d.runs.batter === 6
            ? 'SIX'
            : 'FOUR'
          : d.wickets?.length && d.runs.batter === 0
            ? 'OUT'
            : d.runs.batter === 0 && extras.length === 0
              ? 'no run'
              : d.runs.batter > 0
                ? `${d.runs.batter} run${d.runs.batter === 1 ? '' : 's'}`
                : '';
        const parts = [what, ...extras].filter(Boolean).join(', ');
        for (const w of d.wickets ?? []) if (!NOT_OUT_KINDS.has(w.kind)) wickets++;
        const scoreNow = `${runs}/${wickets}`;
        lines.push({
          minute: bowled,
          kind: boundary ? (d.runs.batter === 6 ? 'six' : 'four') : 'ball',
          side: side(innings.team),
          player: who(d.batter),
          over: at,
          score: scoreNow,
          bowler: d.bowler,
          runs: d.runs.total,
          text: `${at} ${d.bowler} to ${d.batter}${parts ? `, ${parts}` : ''}`,
        });
        for (const w of d.wickets ?? []) {
          if (!NOT_OUT_KINDS.has(w.kind)) overWickets++;
          lines.push({
            minute: bowled,
            kind: 'wicket',
            side: side(innings.team),
            player: who(w.player_out),
            over: at,
            score: scoreNow,
            bowler: d.bowler,
            how: dismissal(w, d.bowler),
            text: `${at} WICKET! ${w.player_out} ${dismissal(w, d.bowler)}. ${innings.team} ${scoreNow}.`,
          });
        }
      }
      bowled++;
      lines.push({
        minute: bowled,
        kind: 'over_end',
        side: side(innings.team),
        player: who(bowler),
        over: overLabel(o.over + 1, 0),
        score: `${runs}/${wickets}`,
        bowler,
        runs: overRuns,
        text: `End of over ${o.over + 1}: ${overRuns} run${overRuns === 1 ? '' : 's'}${
          overWickets ? `, ${overWickets} wicket${overWickets === 1 ? '' : 's'}` : ''
        } (${bowler}). ${innings.team} ${runs}/${wickets}.`,
      });
    }
  }
  return lines;
}

const EXTRA_WORD: Record<string, string> = {
  wides: 'wide',
  noballs: 'no-ball',
  byes: 'bye',
  legbyes: 'leg bye',
  penalty: 'penalty',
};

function dismissal(w: { kind: string; fielders?: readonly { name?: string }[] }, bowler: string) {
  const fielder = w.fielders?.map((f) => f.name).find(Boolean);
  switch (w.kind) {
    case 'caught':
      return `c ${fielder ?? '?'} b ${bowler}`;
    case 'caught and bowled':
      return `c & b ${bowler}`;
    case 'bowled':
      return `b ${bowler}`;
    case 'lbw':
      return `lbw b ${bowler}`;
    case 'stumped':
      return `st ${fielder ?? '?'} b ${bowler}`;
    case 'run out':
      return fielder ? `run out (${fielder})` : 'run out';
    default:
      return w.kind;
  }
}
