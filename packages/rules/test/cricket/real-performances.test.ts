// Real IPL 2024 performances (Cricsheet), each checked by hand against the table: the
// deliveries were read one by one and the arithmetic is written out above each test.
// Overs are numbered from 1 (Cricsheet numbers them from 0).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CricketPlayerMatchPoints,
  scoreCricketMatch,
} from '../../src/cricket/match-points.ts';
import { type CricketRoleAssignment, deriveCricketRoles } from '../../src/cricket/roles.ts';
import { ipl2024Dir, loadMatch, loadSeason } from './data.ts';

let roles: Map<string, CricketRoleAssignment>;
beforeAll(() => {
  roles = deriveCricketRoles(loadSeason(ipl2024Dir).map(([, m]) => m));
}, 60_000);

function performance(matchId: string, player: string): CricketPlayerMatchPoints {
  const p = scoreCricketMatch(matchId, loadMatch(ipl2024Dir, matchId), roles).find(
    (x) => x.player === player,
  );
  if (!p) throw new Error(`${player} not listed in ${matchId}`);
  return p;
}

const linesOf = (p: CricketPlayerMatchPoints) =>
  Object.fromEntries(p.lines.map((l) => [l.key, l.points]));

describe('IPL 2024 performances scored by hand', () => {
  // 1422137 RCB v RR, V Kohli 113* off 72 (77 deliveries, 5 wides), 12 fours, 4 sixes, 1 catch.
  // playing 4 + runs 113 + fours 12×4 = 48 + sixes 4×6 = 24 + century 16 + catch 8
  // + strike rate 11300/72 = 156.9 (150 < s ≤ 170) +4 = 217.
  it('a century: V Kohli 113* (1422137) = 217', () => {
    const p = performance('1422137', 'V Kohli');
    expect(p.role).toBe('BAT');
    expect(p.stats).toMatchObject({ runs: 113, ballsFaced: 72, fours: 12, sixes: 4, catches: 1 });
    expect(linesOf(p)).toEqual({
      playing: 4,
      run: 113,
      fourBonus: 48,
      sixBonus: 24,
      milestone: 16,
      catch: 8,
      strikeRate: 4,
    });
    expect(p.total).toBe(217);
  });

  // 1426273 SRH v DC, T Natarajan 4-0-19-4. Overs 6 (7 balls: 0 0 wd 4 0 0 2 → 7 conceded, 4
  // dots), 11 (1 0 1 1 1 1 → 5, 1 dot), 15 (0 2 1 4 0 0b → 7, 3 dots), 19 (0c 0 0b 0lbw 0 0 →
  // maiden, 6 dots): 24 legal balls, 19 conceded, 14 dots; wickets c AR Patel, b Lalit Yadav,
  // b Nortje, lbw Kuldeep; caught RR Pant. Did not bat.
  // playing 4 + dots 14 + 4 wickets 120 + 3 bowled/lbw 24 + 4-wicket haul 8 + maiden 12
  // + catch 8 + economy 19×6/24 = 4.75 (< 5) +6 = 196.
  it('a 4-wicket haul with a maiden: T Natarajan 4/19 (1426273) = 196', () => {
    const p = performance('1426273', 'T Natarajan');
    expect(p.role).toBe('BOWL');
    expect(p.stats).toMatchObject({
      wickets: 4,
      bowledOrLbw: 3,
      legalBallsBowled: 24,
      runsConceded: 19,
      dots: 14,
      maidens: 1,
      catches: 1,
    });
    expect(linesOf(p)).toEqual({
      playing: 4,
      dot: 14,
      wicket: 120,
      bowledLbwBonus: 24,
      haul: 8,
      maiden: 12,
      catch: 8,
      economy: 6,
    });
    expect(p.total).toBe(196);
  });

  // 1422119 CSK v RCB, RM Patidar c Dhoni b Mustafizur 0 off 3 (a duck), then caught Ravindra
  // and Mitchell. playing 4 + duck −2 + 2 catches 16 = 18.
  it('a duck: RM Patidar 0 (1422119) = 18', () => {
    const p = performance('1422119', 'RM Patidar');
    expect(p.role).toBe('BAT');
    expect(p.stats).toMatchObject({ runs: 0, ballsFaced: 3, dismissed: true, catches: 2 });
    expect(linesOf(p)).toEqual({ playing: 4, duck: -2, catch: 16 });
    expect(p.total).toBe(18);
  });

  // 1426270 DC v GT, RR Pant: caught Miller and Rashid, stumped Manohar and Shahrukh Khan (the
  // second off a wide), then 16* off 11 with 1 four and 1 six.
  // playing 4 + runs 16 + four 4 + six 6 + 2 catches 16 + 2 stumpings 24
  // + strike rate 1600/11 = 145.5 (130 ≤ s ≤ 150) +2 = 72.
  it('stumpings: RR Pant (1426270) = 72, and he is a WK', () => {
    const p = performance('1426270', 'RR Pant');
    expect(p.role).toBe('WK');
    expect(p.stats).toMatchObject({ runs: 16, ballsFaced: 11, stumpings: 2, catches: 2 });
    expect(linesOf(p)).toEqual({
      playing: 4,
      run: 16,
      fourBonus: 4,
      sixBonus: 6,
      catch: 16,
      stumping: 24,
      strikeRate: 2,
    });
    expect(p.total).toBe(72);
  });

  // 1426300 DC v RCB, Mukesh Kumar: in his last over KV Sharma and Mohammed Siraj were run out,
  // fielders [SD Hope, Mukesh Kumar] and [Abishek Porel, Mukesh Kumar], so he is one of the last
  // two both times. Bowling: overs 3 (0 0c 1 0 1 0), 5 (4 0 2 4 4 0), 20 (4 1b 0 0 1ro 2ro):
  // 18 legal balls, 2 + 14 + 7 = 23 conceded (the bye is not his), dots 4 + 2 + 2 = 8 (the bye
  // ball is no dot: total 1), 1 wicket (caught). Batting 3 off 7, caught.
  // playing 4 + runs 3 + dots 8 + wicket 30 + 2 shared run outs 12 + economy 23×6/18 = 7.67
  // (7 < e < 10) 0; no strike rate (7 balls, and a BOWL) = 57.
  it('run outs with two fielders: Mukesh Kumar (1426300) = 57', () => {
    const p = performance('1426300', 'Mukesh Kumar');
    expect(p.role).toBe('BOWL');
    expect(p.stats).toMatchObject({
      runs: 3,
      ballsFaced: 7,
      legalBallsBowled: 18,
      runsConceded: 23,
      dots: 8,
      wickets: 1,
      runOutsShared: 2,
      runOutsSole: 0,
    });
    expect(linesOf(p)).toEqual({ playing: 4, run: 3, dot: 8, wicket: 30, runOutShared: 12 });
    expect(p.total).toBe(57);
  });

  // Same match, Mohammed Siraj was run out as the non-striker without facing a ball: dismissed
  // with 0 runs, but a BOWL, so no duck. Bowling overs 2 (1 0 6 0 4 4 → 15, 2 dots), 4 (2 0 0lbw 0 0
  // 0 → 2, 5 dots), 6 (1 4 0 2 0 4 → 11, 2 dots), 19 (2 wd 0 0 1 wd 0 0 → 5, 4 dots):
  // 24 legal, 33 conceded, 13 dots, 1 lbw.
  // playing 4 + dots 13 + wicket 30 + lbw 8 + economy 33×6/24 = 8.25 → 0 = 55.
  it('a BOWL run out for 0 without facing gets no duck: Mohammed Siraj (1426300) = 55', () => {
    const p = performance('1426300', 'Mohammed Siraj');
    expect(p.role).toBe('BOWL');
    expect(p.stats).toMatchObject({ runs: 0, ballsFaced: 0, dismissed: true, dots: 13 });
    expect(linesOf(p)).toEqual({ playing: 4, dot: 13, wicket: 30, bowledLbwBonus: 8 });
    expect(p.total).toBe(55);
  });

  // 1426274 KKR v RCB, Harshit Rana: caught and bowled V Kohli (a wicket AND a catch for the
  // bowler), caught Prabhudessai off his bowling, caught RM Patidar in the field. Overs 1
  // (4 1 0 1 0 6 → 12, 2 dots), 3 (0c&b 0 2 6 0 0 → 8, 4 dots), 16 (0 4 1 1 0 1 → 7, 2 dots),
  // 18 (1 0c wd 1 1 1 1 → 6, 1 dot): 24 legal, 33 conceded, 9 dots, 2 wickets, 2 catches.
  // playing 4 + dots 9 + 2 wickets 60 + 2 catches 16 + economy 8.25 → 0 = 89.
  it('a caught-and-bowled: Harshit Rana (1426274) = 89', () => {
    const p = performance('1426274', 'Harshit Rana');
    expect(p.stats).toMatchObject({ wickets: 2, catches: 2, dots: 9, runsConceded: 33 });
    expect(linesOf(p)).toEqual({ playing: 4, dot: 9, wicket: 60, catch: 16 });
    expect(p.total).toBe(89);
  });

  // 1426284 CSK v SRH, DJ Mitchell 52 off 32 (7 fours, 1 six), caught; 5 catches (Head,
  // Abhishek Sharma, Klaasen, Cummins, Shahbaz Ahmed).
  // playing 4 + runs 52 + fours 28 + six 6 + fifty 8 + 5 catches 40 + 3-catch bonus 4
  // + strike rate 5200/32 = 162.5 (150 < s ≤ 170) +4 = 146.
  it('five catches: DJ Mitchell (1426284) = 146', () => {
    const p = performance('1426284', 'DJ Mitchell');
    expect(p.role).not.toBe('BOWL');
    expect(p.stats).toMatchObject({ runs: 52, ballsFaced: 32, fours: 7, sixes: 1, catches: 5 });
    expect(linesOf(p)).toMatchObject({ catch: 40, catchesBonus: 4, milestone: 8, strikeRate: 4 });
    expect(p.total).toBe(146);
  });

  // Exact band edges met in real matches: Arshdeep Singh in 1422120 conceded 11 + 7 + 7 + 3 =
  // 28 off 24 legal balls, e = 7 exactly → +2; PD Salt in 1422128 made 30 off 20, s = 150
  // exactly → +2; SS Iyer in 1426298 made 7 off 10, s = 70 exactly → −2.
  it.each([
    ['1422120', 'Arshdeep Singh', 'economy', 2],
    ['1422128', 'PD Salt', 'strikeRate', 2],
    ['1426298', 'SS Iyer', 'strikeRate', -2],
  ])('%s %s: %s on the band edge scores %i', (matchId, player, key, points) => {
    expect(linesOf(performance(matchId, player))[key]).toBe(points);
  });
});
