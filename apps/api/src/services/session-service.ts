import type { Database } from '@gameweek/db/create-db';
import { hashToken, newToken } from '../lib/tokens.ts';
import type { SessionUser, UserRepository } from '../repositories/user-repository.ts';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** How often a session's last-seen time is written at most. */
const SEEN_EVERY_MS = 5 * 60_000;

/** Opaque 256-bit bearer tokens; the database only ever sees their sha-256. */
export class SessionService {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async issue(userId: number, ttlMs: number, tx?: Database): Promise<IssuedSession> {
    const token = newToken();
    const expiresAt = new Date(this.clock().getTime() + ttlMs);
    await this.users.insertSession({ userId, tokenHash: hashToken(token), expiresAt }, tx);
    return { token, expiresAt };
  }

  authenticate(token: string): Promise<SessionUser | undefined> {
    return this.users.findSessionUser(hashToken(token), this.clock());
  }

  /** The user and whether they have a squad in the season (GET /v1/config). */
  authenticateWithTeam(
    token: string,
    seasonId: number,
  ): Promise<{ user: SessionUser; hasTeam: boolean } | undefined> {
    return this.users.findSessionUserWithTeam(hashToken(token), this.clock(), seasonId);
  }

  /**
   * Notes the device (User-Agent, cut to 200 characters) and the time of the session's request
   * when the last note is older than five minutes: support sees when and on what it was used.
   */
  async seen(user: SessionUser, userAgent: string | undefined): Promise<void> {
    const now = this.clock();
    const staleBefore = new Date(now.getTime() - SEEN_EVERY_MS);
    if (user.sessionSeenAt && user.sessionSeenAt > staleBefore) return;
    await this.users.touchSession(
      user.sessionId,
      now,
      staleBefore,
      userAgent ? userAgent.slice(0, 200) : null,
    );
  }

  revoke(token: string): Promise<boolean> {
    return this.users.revokeSession(hashToken(token), this.clock());
  }
}
