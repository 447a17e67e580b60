// The cricket home: the IPL points table, ball-by-ball commentary and match reports of a cricket tenant,
// computed by the rules engine (packages/rules/src/cricket/home-figures.ts, ADR 0015) from the Cricsheet
// matches the importer keeps in fixtures.replay.
import type { ClubStandingsResponseSchema, ContentResponseSchema } from '@gameweek/contracts/home';
import {
  type CricketReplay,
  cricketCommentary,
  cricketMatchReport,
  cricketPointsTable,
} from '@gameweek/rules/cricket/home-figures';
import type { FixtureRecord, HomeRepository } from '../../repositories/home-repository.ts';
import type { TenantService } from '../tenant-service.ts';
import { type CommentaryLine, type Out, reportedAt } from './sections.ts';

export class CricketHome {
  constructor(
    private readonly repo: HomeRepository,
    private readonly tenants: TenantService,
    /** The season clock's now (issue 18). */
    private readonly clock: () => Date,
  ) {}

  /** The IPL points table (2 a win, 1 a no result) with net run rate, from the stored matches. */
  async table(finished: FixtureRecord[]): Promise<Out<typeof ClubStandingsResponseSchema>> {
    const replays = await this.replays(finished.map((f) => f.id));
    const team = (id: number, name: string, short: string) => ({ id, name, short_name: short });
    const rows = cricketPointsTable(
      finished.flatMap((f) => {
        const match = replays.get(f.id);
        return match
          ? [
              {
                home: team(f.homeId, f.homeName, f.homeShort),
                away: team(f.awayId, f.awayName, f.awayShort),
                match,
              },
            ]
          : [];
      }),
    );
    return {
      table: rows.map((r, i) => ({
        position: i + 1,
        team: r.team,
        played: r.played,
        won: r.won,
        drawn: 0,
        lost: r.lost,
        no_result: r.no_result,
        goals_for: r.runs_for,
        goals_against: r.runs_against,
        goal_difference: r.runs_for - r.runs_against,
        points: r.points,
        form: r.form,
        net_run_rate: r.net_run_rate,
      })),
    };
  }

  private async replays(fixtureIds: number[]): Promise<Map<number, CricketReplay>> {
    const rows = await this.repo.replays(fixtureIds);
    return new Map(
      rows.flatMap((r) =>
        r.replay ? [[r.id, r.replay as unknown as CricketReplay] as const] : [],
      ),
    );
  }

  /** Ball-by-ball commentary of each cricket fixture, up to the overs the clock has revealed. */
  async commentary(fixtures: FixtureRecord[]): Promise<Map<number, CommentaryLine[]>> {
    const ids = fixtures.map((f) => f.id);
    const [replays, players] = await Promise.all([
      this.replays(ids),
      this.repo.fixturePlayers(ids),
    ]);
    const out = new Map<number, CommentaryLine[]>();
    for (const f of fixtures) {
      const match = replays.get(f.id);
      if (!match || f.status === 'SCHEDULED' || f.status === 'POSTPONED') {
        out.set(f.id, []);
        continue;
      }
      const byExternal = new Map(
        players.filter((p) => p.fixtureId === f.id).map((p) => [p.externalId, p.playerId]),
      );
      const people = match.info.registry?.people ?? {};
      const [homeTeam] = match.info.teams;
      out.set(
        f.id,
        cricketCommentary(
          match,
          f.status === 'FINISHED' ? Number.POSITIVE_INFINITY : f.minute,
          (t) => (t === homeTeam ? 'home' : 'away'),
          (name) => {
            const ext = people[name];
            return ext === undefined ? undefined : byExternal.get(ext);
          },
        ),
      );
    }
    return out;
  }

  /** A report of each finished match of the current match day: result, top scorer, best bowler. */
  async reports(seasonId: number): Promise<Out<typeof ContentResponseSchema>['items']> {
    const { current } = await this.tenants.roundsOf(seasonId);
    const finished = current
      ? (await this.repo.fixturesOfRound(current.id, this.clock())).filter(
          (f) => f.status === 'FINISHED',
        )
      : [];
    const ids = finished.map((f) => f.id);
    const [replays, players] = await Promise.all([
      this.replays(ids),
      this.repo.fixturePlayers(ids),
    ]);
    return finished.flatMap((f) => {
      const match = replays.get(f.id);
      if (!match) return [];
      const top = players
        .filter((p) => p.fixtureId === f.id && p.points !== null)
        .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.playerId - b.playerId)[0];
      const report = cricketMatchReport(
        match,
        top ? { name: top.name, points: top.points ?? 0 } : null,
      );
      return [
        {
          id: `report-${f.id}`,
          kind: 'match_report' as const,
          title: report.title,
          body: report.body,
          url: null,
          image_url: null,
          published_at: reportedAt(f),
          match: f.outcome ? { home: f.homeName, away: f.awayName, outcome: f.outcome } : null,
        },
      ];
    });
  }
}
