CREATE TABLE "tenant_logos" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"png_base64" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_hash" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "consent_text" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "home_sections" jsonb;--> statement-breakpoint
ALTER TABLE "tenant_logos" ADD CONSTRAINT "tenant_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;