-- Databases from before this index can hold several live consents per user (parallel confirms left the
-- ones the operator refused in 'charging'; an unsubscribed user's consent stayed 'charged'). They are
-- settled first so the index can be built: ended for users no longer subscribed, then the best one kept.
UPDATE "billing_consents" SET "status" = 'ended' WHERE "status" IN ('charging', 'charged') AND "user_id" IN (SELECT "id" FROM "users" WHERE "status" IN ('cancelled', 'deleted'));--> statement-breakpoint
UPDATE "billing_consents" AS b SET "status" = 'failed' WHERE b."status" IN ('charging', 'charged') AND EXISTS (SELECT 1 FROM "billing_consents" AS o WHERE o."tenant_id" = b."tenant_id" AND o."user_id" = b."user_id" AND o."status" IN ('charging', 'charged') AND ((o."status" = 'charged' AND b."status" = 'charging') OR (o."status" = b."status" AND o."id" > b."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "billing_consents_one_live" ON "billing_consents" USING btree ("tenant_id","user_id") WHERE "billing_consents"."status" in ('charging', 'charged');
