// Carrier billing (ADR 0011): the consents (billing_consents, one per offer shown, with its evidence
// and its fixed idempotency key) and the operator's callbacks (operator_events, one row per event id).
// Functions taking the database or the caller's transaction first (ADR 0006).
import type { Database } from '@gameweek/db/create-db';
import { billingConsents, operatorEvents } from '@gameweek/db/schema';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

export type ConsentRow = typeof billingConsents.$inferSelect;
export type ConsentInsert = typeof billingConsents.$inferInsert;
export type ConsentStatus = ConsentRow['status'];

export async function insertConsent(db: Database, consent: ConsentInsert): Promise<ConsentRow> {
  const [row] = await db.insert(billingConsents).values(consent).returning();
  if (!row) throw new Error('insert into billing_consents returned no row');
  return row;
}

/** The user's consent with this reference; another user's reads as none. */
export async function userConsent(
  db: Database,
  userId: number,
  reference: string,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(billingConsents)
    .where(and(eq(billingConsents.reference, reference), eq(billingConsents.userId, userId)));
  return row;
}

/**
 * Records the confirmation (the first one's evidence is kept) and moves 'offered' to 'charging'; a
 * consent already charging or charged keeps its status. Returns the status, or undefined when the
 * consent is closed. The partial unique index billing_consents_one_live makes the move fail with a
 * unique violation when the user has another live consent.
 */
export async function confirmConsent(
  db: Database,
  id: number,
  at: Date,
  evidence: { ip: string; userAgent: string },
): Promise<ConsentStatus | undefined> {
  const [moved] = await db
    .update(billingConsents)
    .set({
      confirmedAt: sql`coalesce(${billingConsents.confirmedAt}, ${at})`,
      confirmedIp: sql`coalesce(${billingConsents.confirmedIp}, ${evidence.ip})`,
      confirmedUserAgent: sql`coalesce(${billingConsents.confirmedUserAgent}, ${evidence.userAgent})`,
      status: sql`case when ${billingConsents.status} = 'offered' then 'charging' else ${billingConsents.status} end`,
    })
    .where(
      and(
        eq(billingConsents.id, id),
        inArray(billingConsents.status, ['offered', 'charging', 'charged']),
      ),
    )
    .returning({ status: billingConsents.status });
  return moved?.status;
}

/** A charging consent the operator refused: it is closed and frees the one live slot. */
export async function failChargingConsent(db: Database, id: number): Promise<void> {
  await db
    .update(billingConsents)
    .set({ status: 'failed' })
    .where(and(eq(billingConsents.id, id), eq(billingConsents.status, 'charging')));
}

/** The operator's answer to the charge call. */
export async function setConsentCharge(
  db: Database,
  id: number,
  charge: { operatorChargeId: string; operatorSubscriptionId: string },
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .update(billingConsents)
    .set(charge)
    .where(eq(billingConsents.id, id))
    .returning();
  return row;
}

/** An initial charge's callback: its outcome and the operator's ids. */
export async function setConsentOutcome(
  tx: Database,
  id: number,
  outcome: Pick<ConsentInsert, 'status' | 'operatorChargeId' | 'operatorSubscriptionId'>,
): Promise<void> {
  await tx.update(billingConsents).set(outcome).where(eq(billingConsents.id, id));
}

/** The consent ends if it is live (charging or charged), freeing the one live slot. */
export async function endConsent(tx: Database, id: number): Promise<void> {
  await tx
    .update(billingConsents)
    .set({ status: 'ended' })
    .where(
      and(eq(billingConsents.id, id), inArray(billingConsents.status, ['charging', 'charged'])),
    );
}

/** Every live consent of the user ends. */
export async function endLiveConsents(tx: Database, userId: number): Promise<void> {
  await tx
    .update(billingConsents)
    .set({ status: 'ended' })
    .where(
      and(
        eq(billingConsents.userId, userId),
        inArray(billingConsents.status, ['charging', 'charged']),
      ),
    );
}

/** The consent a callback names, locked until the transaction ends. */
export async function consentForUpdate(
  tx: Database,
  reference: string,
): Promise<ConsentRow | undefined> {
  const [row] = await tx
    .select()
    .from(billingConsents)
    .where(eq(billingConsents.reference, reference))
    .for('update');
  return row;
}

/** The subscription id of the user's newest consent that reached the operator, if any. */
export async function latestSubscriptionId(db: Database, userId: number): Promise<string | null> {
  const [c] = await db
    .select({ id: billingConsents.operatorSubscriptionId })
    .from(billingConsents)
    .where(
      and(eq(billingConsents.userId, userId), isNotNull(billingConsents.operatorSubscriptionId)),
    )
    .orderBy(desc(billingConsents.createdAt), desc(billingConsents.id))
    .limit(1);
  return c?.id ?? null;
}

/**
 * Records an operator event as pending; false when its id was recorded before (a replay). The
 * primary key on event_id makes the check and the insert one statement.
 */
export async function insertOperatorEvent(
  tx: Database,
  event: { eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const inserted = await tx
    .insert(operatorEvents)
    .values({ ...event, outcome: 'pending' })
    .onConflictDoNothing()
    .returning({ eventId: operatorEvents.eventId });
  return inserted.length > 0;
}

export async function setOperatorEventOutcome(
  tx: Database,
  eventId: string,
  outcome: string,
  userId: number | null,
): Promise<void> {
  await tx
    .update(operatorEvents)
    .set({ outcome, userId })
    .where(eq(operatorEvents.eventId, eventId));
}

/**
 * Profile removal: the user's kept billing evidence loses what identifies them. Every consent's
 * number becomes `anonymisedMsisdn` when given; addresses and user agents go; the operator events
 * lose their msisdn.
 */
export async function anonymiseConsentMsisdn(
  tx: Database,
  userId: number,
  anonymisedMsisdn: string,
): Promise<void> {
  await tx
    .update(billingConsents)
    .set({ msisdn: anonymisedMsisdn })
    .where(eq(billingConsents.userId, userId));
}

export async function clearConsentEvidence(tx: Database, userId: number): Promise<void> {
  await tx
    .update(billingConsents)
    .set({ shownIp: '', shownUserAgent: '', confirmedIp: null, confirmedUserAgent: null })
    .where(eq(billingConsents.userId, userId));
}

export async function dropOperatorEventMsisdn(tx: Database, userId: number): Promise<void> {
  await tx
    .update(operatorEvents)
    .set({ payload: sql`${operatorEvents.payload} - 'msisdn'` })
    .where(eq(operatorEvents.userId, userId));
}
