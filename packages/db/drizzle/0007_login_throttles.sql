CREATE TABLE "login_throttles" (
	"tenant_id" integer NOT NULL,
	"account" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttles_tenant_id_account_source_pk" PRIMARY KEY("tenant_id","account","source")
);
--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;