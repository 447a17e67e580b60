import type { TokenResponse } from '@gameweek/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../services/otp/msisdn-sign-in.ts';

/** A fresh session for a user proven by OTP or header enrichment: a new token on every sign-in. */
export async function signIn(app: FastifyInstance, user: UserRow): Promise<TokenResponse> {
  const session = await app.services.sessions.issue(user.id, app.env.SESSION_TTL_DAYS * 86_400_000);
  return {
    token: session.token,
    token_type: 'Bearer',
    expires_at: session.expiresAt.toISOString(),
    user: {
      id: user.id,
      username: user.email ?? (user.msisdn ? `+${user.msisdn}` : `user-${user.id}`),
      name: user.name,
      status: user.status,
    },
  };
}
