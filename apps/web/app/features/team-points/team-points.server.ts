import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { redirect } from 'react-router';
import { notFoundIfMissing, serverCall } from '../../lib/api.server.ts';
import { isApiFailure } from '../../lib/api-error.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import type { RoundView } from './round-view.ts';

/**
 * NO_TEAM becomes the no-team page, an unknown round or manager the 404 page, a refusal with a
 * redirect (another manager's picks before the deadline) that redirect; anything else stays a
 * failure for the error boundary and the failed-request handler.
 */
async function roundView(request: Request, path: string): Promise<RoundView> {
  try {
    return await serverCall<RoundTeamResponse>(request, path);
  } catch (e) {
    if (!isApiFailure(e)) throw e;
    const { code, statusCode, redirect: to, details } = e.error;
    if (code === 'NO_TEAM') {
      const params = details?.find((d) => d.code === 'NO_TEAM')?.params ?? {};
      return {
        no_team: true,
        round: {
          number: typeof params.round_number === 'number' ? params.round_number : null,
        },
      };
    }
    if (statusCode === 403)
      throw redirect(safeReturnPath(typeof to === 'string' ? to : null, '/leaderboard'));
    // After NO_TEAM, which the API also answers with 404: that round exists.
    throw notFoundIfMissing(e);
  }
}

/** GET /v1/user/round/{round}: one's own team and points for a round number. */
export function loadOwnRound(request: Request, round: string): Promise<RoundView> {
  return roundView(request, `/v1/user/round/${encodeURIComponent(round)}`);
}

/** GET /v1/user/{id}/round/{roundId}: another manager's round (after the deadline). */
export function loadManagerRound(
  request: Request,
  userId: string,
  roundId: string,
): Promise<RoundView> {
  return roundView(
    request,
    `/v1/user/${encodeURIComponent(userId)}/round/${encodeURIComponent(roundId)}`,
  );
}
