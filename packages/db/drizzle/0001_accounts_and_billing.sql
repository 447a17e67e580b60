CREATE TABLE "account_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "billing_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"msisdn" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"period_days" integer NOT NULL,
	"description" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"shown_ip" text NOT NULL,
	"shown_user_agent" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_ip" text,
	"confirmed_user_agent" text,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"operator_charge_id" text,
	"operator_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_consents_reference_unique" UNIQUE("reference"),
	CONSTRAINT "billing_consents_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "operator_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_id" integer,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"request_id_hash" text NOT NULL,
	"msisdn" text NOT NULL,
	"msisdn_prefix" text NOT NULL,
	"ip" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_challenges_requestIdHash_unique" UNIQUE("request_id_hash")
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_consents" ADD CONSTRAINT "billing_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_consents" ADD CONSTRAINT "billing_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_events" ADD CONSTRAINT "operator_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "billing_consents_user" ON "billing_consents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_consents_subscription" ON "billing_consents" USING btree ("operator_subscription_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_msisdn" ON "otp_challenges" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_ip" ON "otp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_prefix" ON "otp_challenges" USING btree ("msisdn_prefix","created_at");