CREATE TABLE "feed_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer,
	"provider" text,
	"key_id" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer NOT NULL,
	"outcome" text NOT NULL,
	"ip" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_cursors" (
	"season_id" integer NOT NULL,
	"provider" text NOT NULL,
	"fixture_ref" text NOT NULL,
	"applied_through" integer DEFAULT 0 NOT NULL,
	"last_received_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "feed_cursors_season_id_provider_fixture_ref_pk" PRIMARY KEY("season_id","provider","fixture_ref")
);
--> statement-breakpoint
CREATE TABLE "feed_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retires_at" timestamp with time zone,
	CONSTRAINT "feed_keys_keyId_unique" UNIQUE("key_id")
);
--> statement-breakpoint
CREATE TABLE "feed_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"season_id" integer,
	"provider" text NOT NULL,
	"key_id" text NOT NULL,
	"fixture_ref" text,
	"fixture_id" integer,
	"sequence" integer,
	"kind" text,
	"body_hash" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"response_status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_calls" ADD CONSTRAINT "feed_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_cursors" ADD CONSTRAINT "feed_cursors_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_keys" ADD CONSTRAINT "feed_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_messages" ADD CONSTRAINT "feed_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_messages" ADD CONSTRAINT "feed_messages_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_messages" ADD CONSTRAINT "feed_messages_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_calls_tenant_received" ON "feed_calls" USING btree ("tenant_id","received_at");--> statement-breakpoint
CREATE INDEX "feed_keys_tenant_provider" ON "feed_keys" USING btree ("tenant_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_messages_sequence" ON "feed_messages" USING btree ("season_id","provider","fixture_ref","sequence") WHERE "feed_messages"."status" <> 'refused';--> statement-breakpoint
CREATE INDEX "feed_messages_status" ON "feed_messages" USING btree ("tenant_id","status","received_at");