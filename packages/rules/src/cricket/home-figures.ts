// The cricket figures of the home sections, all computed from the Cricsheet match the importer keeps in
// fixtures.replay (ADR 0015): the IPL points table with net run rate, ball-by-ball commentary of the overs
// revealed so far, and a short match report. Pure; the API's home service reads the matches and serves
// these (apps/api/src/services/home/cricket-home.ts). One module each, exported together from here:
// match-result.ts (results, innings totals), points-table.ts, commentary.ts, match-report.ts.

export { type CricketCommentaryLine, cricketCommentary } from './commentary.ts';
export {
  type BattingLine,
  type BowlingLine,
  cricketMatchReport,
  topPerformers,
} from './match-report.ts';
export {
  type CricketOutcome,
  type CricketReplay,
  type CricketResult,
  cricketResult,
  type InningsTotal,
  inningsTotals,
} from './match-result.ts';
export { type CricketTableRow, type CricketTableTeam, cricketPointsTable } from './points-table.ts';
