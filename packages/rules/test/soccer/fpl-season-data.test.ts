import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/shared/csv.ts';
import { parseFplGameweekRows, parseFplPlayers } from '../../src/soccer/fpl-season-data.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF line ends', () => {
    const text = 'a,b,c\r\n1,"x, ""y""",3\r\n"",,"multi\nline"\r\n';
    expect(parseCsv(text)).toEqual([
      { a: '1', b: 'x, "y"', c: '3' },
      { a: '', b: '', c: 'multi\nline' },
    ]);
  });
});

describe('parseFplGameweekRows', () => {
  const header =
    'name,position,element,fixture,round,minutes,goals_scored,total_points,selected,mng_win';
  const players = new Map(
    parseFplPlayers('id,web_name,team,element_type,now_cost\n7,Seven,3,2,45\n').map((p) => [
      p.id,
      p,
    ]),
  );

  it('treats empty cells as 0 and takes the position from players_raw when the row has none', () => {
    const rows = parseFplGameweekRows(`${header}\nSeven,,7,1,1,90,,2,10,\n`, players);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      element: 7,
      fixture: 1,
      round: 1,
      position: 'DEF',
      totalPoints: 2,
    });
    expect(rows[0]!.stats.goals_scored).toBe(0);
    expect(rows[0]!.stats.mng_win).toBe(0);
  });

  it('drops a duplicate (element, fixture) whose scored columns agree, rejects one that differs', () => {
    const twice = `${header}\nSeven,DEF,7,1,1,90,0,2,10,\nSeven,DEF,7,1,1,90,0,2,99,\n`;
    expect(parseFplGameweekRows(twice, players)).toHaveLength(1);
    const conflicting = `${header}\nSeven,DEF,7,1,1,90,0,2,10,\nSeven,DEF,7,1,1,90,1,8,10,\n`;
    expect(() => parseFplGameweekRows(conflicting, players)).toThrow(
      'conflicting rows for element 7 fixture 1',
    );
  });
});
