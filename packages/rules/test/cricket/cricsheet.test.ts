import { describe, expect, it } from 'vitest';
import {
  CricsheetFormatError,
  cricsheetPlayerId,
  parseCricsheetMatch,
} from '../../src/cricket/cricsheet.ts';
import { ball, buildMatch, innings, TEAM_A } from './factories.ts';

describe('parseCricsheetMatch', () => {
  const good = buildMatch([innings(TEAM_A, [[ball('a1', 'b1', { runs: 4 })]])]);

  it('accepts a well-formed match and returns it typed', () => {
    expect(parseCricsheetMatch(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });

  it.each([
    ['not an object', []],
    ['no info', { innings: [] }],
    ['one team', { info: { teams: ['A'], players: { A: [] } } }],
    ['a team without a list', { info: { teams: ['A', 'B'], players: { A: [] } } }],
    ['an innings for an unknown team', { ...good, innings: [{ team: 'Z', overs: [] }] }],
    [
      'a delivery without runs',
      {
        ...good,
        innings: [
          {
            team: TEAM_A,
            overs: [{ over: 0, deliveries: [{ batter: 'a1', bowler: 'b1', non_striker: 'a2' }] }],
          },
        ],
      },
    ],
    [
      'a wicket without player_out',
      {
        ...good,
        innings: [
          {
            team: TEAM_A,
            overs: [
              { over: 0, deliveries: [{ ...ball('a1', 'b1'), wickets: [{ kind: 'bowled' }] }] },
            ],
          },
        ],
      },
    ],
  ])('rejects %s with CricsheetFormatError', (_what, json) => {
    expect(() => parseCricsheetMatch(json, 'file.json')).toThrow(CricsheetFormatError);
    expect(() => parseCricsheetMatch(json, 'file.json')).toThrow(/^file\.json/);
  });

  it('uses the registry id when present, else the name', () => {
    const withRegistry = {
      ...good,
      info: { ...good.info, registry: { people: { a1: 'abc123' } } },
    };
    expect(cricsheetPlayerId(withRegistry, 'a1')).toBe('abc123');
    expect(cricsheetPlayerId(withRegistry, 'a2')).toBe('a2');
  });
});
