CREATE TABLE "how_to_play_extras" (
	"tenant_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "how_to_play_extras_tenant_id_locale_slug_pk" PRIMARY KEY("tenant_id","locale","slug")
);
--> statement-breakpoint
ALTER TABLE "how_to_play_extras" ADD CONSTRAINT "how_to_play_extras_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "how_to_play_extras_tenant_locale_position" ON "how_to_play_extras" USING btree ("tenant_id","locale","position");--> statement-breakpoint
-- Hand-written (ADR 0056): prizes become per language. The one list each tenant had is its default
-- language's list; a tenant without prizes keeps null.
UPDATE "tenants" SET "prizes" = jsonb_build_object("default_language", "prizes") WHERE jsonb_typeof("prizes") = 'array';
