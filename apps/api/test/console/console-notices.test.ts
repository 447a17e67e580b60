// What the console sends people, in their language (ADR 0054), through the real SMTP server and the
// stand-in operator's SMS: an owner's invitation in the tenant's language; a league's manager told
// when support renames or closes it, a removed member told — by e-mail in their language when they
// have an address, else by one SMS through the operator. PGlite and PostgreSQL.
import { tenants, users } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, validSquad } from '../helpers/setup.ts';
import { bearer, body, otpSignIn, startWorld, type World, waitFor } from '../operator/world.ts';
import {
  json,
  type StaffLogin,
  staffHeaders,
  staffMember,
  tenantSlug,
  wallClock,
} from './console-helpers.ts';

async function smsTo(w: World, msisdn: string): Promise<string[]> {
  const res = await fetch(`${w.sandbox.url}/sms/messages?msisdn=${msisdn}`);
  return ((await res.json()) as { messages: { text: string }[] }).messages.map((m) => m.text);
}

describe.each(DRIVERS)('console notices in the recipient’s language (%s)', (driver) => {
  let w: World;
  let owner: StaffLogin;
  let support: StaffLogin;
  const domain = 'a.test';

  beforeAll(async () => {
    w = await startWorld(driver);
    const db = w.t.testDb.db;
    // An operator whose players read Urdu.
    await db.update(tenants).set({ defaultLanguage: 'ur' }).where(eq(tenants.id, w.t.tenantA.id));
    const slug = await tenantSlug(db, w.t.tenantA.id);
    owner = await staffMember(w.app, db, wallClock, {
      email: 'owner@notices-a.test',
      role: 'owner',
      tenantSlug: slug,
    });
    support = await staffMember(w.app, db, wallClock, {
      email: 'support@notices-a.test',
      role: 'support',
      tenantSlug: slug,
    });
  });
  afterAll(async () => {
    await w?.close();
  });

  const post = (url: string, payload: Record<string, unknown>, who = support) =>
    w.app.inject({ method: 'POST', url, headers: staffHeaders(who.token, domain), payload });

  it('invites staff in the tenant’s language', async () => {
    const res = await post(
      '/admin/v1/staff/invites',
      { email: 'new-support@notices-a.test', role: 'support' },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ mailed: true });
    const mail = await waitFor(() =>
      w.smtp.inbox.find((m) => m.to.includes('new-support@notices-a.test')),
    );
    expect(mail.subject).toContain('آپریٹر کنسول میں دعوت');
    expect(mail.text).toContain('بطور معاونت');
    expect(mail.text).toMatch(/http:\/\/web\.test\/admin\/accept-invite\?token=[\w-]+/);
    expect(mail.text).not.toMatch(/You are invited/);
  });

  it('tells the league’s manager by SMS and a removed member by e-mail, each in their language', async () => {
    // The manager: a subscriber by number only (Urdu, the tenant's language), with a team and a league.
    const msisdn = '4917700012345';
    const manager = await otpSignIn(w, msisdn);
    const saved = await w.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: bearer(manager.token),
      payload: validSquad(w.t.season),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await w.app.inject({
      method: 'POST',
      url: '/v1/leagues',
      headers: bearer(manager.token),
      payload: { name: 'Rude name', kind: 'classic' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const league = body<{ league: { id: number; invite_code: string } }>(created).league;
    // A member with an e-mail address who reads German.
    const demo = await w.app.inject({
      method: 'POST',
      url: '/auth/token?demo=1',
      headers: { domain },
    });
    const { token: member, user: memberUser } = body<{ token: string; user: { id: number } }>(demo);
    const memberUserId = memberUser.id;
    const memberTeam = await w.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: bearer(member),
      payload: validSquad(w.t.season, 4),
    });
    expect(memberTeam.statusCode, memberTeam.body).toBe(200);
    const joined = await w.app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: bearer(member),
      payload: { code: league.invite_code },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await w.t.testDb.db
      .update(users)
      .set({ email: 'adler@notices.test', preferredLanguage: 'de' })
      .where(eq(users.id, memberUserId));

    const renamed = await post(`/admin/v1/leagues/${league.id}/rename`, {
      name: 'Friendly name',
      reason: 'offensive name reported',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json(renamed)).toMatchObject({ name: 'Friendly name', informed: 'sms' });
    const renameSms = await waitFor(async () =>
      (await smsTo(w, msisdn)).find((t) => t.includes('Friendly name')),
    );
    expect(renameSms).toContain('معاونت نے آپ کی لیگ Rude name کا نام بدل کر Friendly name');

    const removed = await post(`/admin/v1/leagues/${league.id}/members/${memberUserId}/remove`, {
      reason: 'abusive team name',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toMatchObject({ informed: 'email' });
    const mail = await waitFor(() => w.smtp.inbox.find((m) => m.to.includes('adler@notices.test')));
    expect(mail.subject).toContain('Ihr Team hat die Liga Friendly name verlassen');
    expect(mail.text).toContain("Ihr Team Demo manager's team wurde vom Support-Team");

    const closed = await post(`/admin/v1/leagues/${league.id}/close`, {
      reason: 'offensive name reported',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json(closed)).toMatchObject({ informed: 'sms' });
    const closeSms = await waitFor(async () =>
      (await smsTo(w, msisdn)).find((t) => t.includes('بند')),
    );
    expect(closeSms).toContain('Friendly name');
  });
});
