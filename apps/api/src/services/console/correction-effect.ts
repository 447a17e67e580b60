// What a console correction did to this tenant's managers (ADR 0053, 0058): their round points before
// and after, compared. Shared by the per-player stat correction and the cricket delivery correction,
// and the dry run both use: the same transaction, thrown back with what it would have done.

/** A manager's points and total in a round (ConsoleOpsRepository.managerPoints). */
export interface ManagerRoundPoints {
  points: number;
  total: number;
  managerName: string;
  teamName: string;
}

export interface ManagerChange {
  squad_id: number;
  manager_name: string;
  team_name: string;
  points_before: number;
  points_after: number;
  total_before: number;
  total_after: number;
}

/** How many managers' round points changed, and the one whose changed most (lowest squad id on a tie). */
export function managerEffect(
  before: ReadonlyMap<number, ManagerRoundPoints>,
  after: ReadonlyMap<number, ManagerRoundPoints>,
): { affected: number; example: ManagerChange | null } {
  let affected = 0;
  let example: ManagerChange | null = null;
  for (const [squadId, now] of after) {
    const was = before.get(squadId);
    const pointsBefore = was?.points ?? 0;
    if (pointsBefore === now.points) continue;
    affected++;
    const change = Math.abs(now.points - pointsBefore);
    const best = example ? Math.abs(example.points_after - example.points_before) : -1;
    if (change > best || (change === best && example && squadId < example.squad_id))
      example = {
        squad_id: squadId,
        manager_name: now.managerName,
        team_name: now.teamName,
        points_before: pointsBefore,
        points_after: now.points,
        total_before: was?.total ?? 0,
        total_after: now.total,
      };
  }
  return { affected, example };
}

/** Thrown to roll a dry run's transaction back, carrying what it would have done. */
export class DryRun<T> extends Error {
  constructor(readonly result: T) {
    super('dry run');
  }
}

/** Runs `work`; a dry run's thrown result is its answer. */
export async function orDryRun<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DryRun) return err.result as T;
    throw err;
  }
}
