ALTER TABLE "otp_challenges" DROP CONSTRAINT "otp_challenges_requestIdHash_unique";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "otp_challenges_request" ON "otp_challenges" USING btree ("request_id_hash","id");