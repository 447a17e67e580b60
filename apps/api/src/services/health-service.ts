// Liveness and readiness (issue 22 "Health", ADR 0052). Liveness is the process answering; readiness
// is the database answering within a bound and holding every migration this build ships — a new
// build started against an old schema is not ready, nor is one whose database is gone.
import type { HealthRepository } from '../repositories/health-repository.ts';

export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
  };
}

/** How long readiness waits for the database before calling it unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

export class HealthService {
  constructor(
    private readonly repo: HealthRepository,
    private readonly timeoutMs = DATABASE_TIMEOUT_MS,
  ) {}

  async readiness(): Promise<Readiness> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), this.timeoutMs);
    });
    try {
      const { applied } = await Promise.race([this.repo.migrationsApplied(), timeout]);
      return {
        ready: applied,
        checks: { database: 'ok', migrations: applied ? 'ok' : 'pending' },
      };
    } catch {
      return { ready: false, checks: { database: 'unreachable', migrations: 'unknown' } };
    } finally {
      clearTimeout(timer);
    }
  }
}
