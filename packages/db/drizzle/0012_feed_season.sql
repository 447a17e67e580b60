CREATE TABLE "feed_seasons" (
	"tenant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"season_ref" text NOT NULL,
	"season_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_seasons_tenant_id_provider_season_ref_pk" PRIMARY KEY("tenant_id","provider","season_ref")
);
--> statement-breakpoint
CREATE TABLE "fixture_lineups" (
	"fixture_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"starting" boolean NOT NULL,
	"slot" integer NOT NULL,
	CONSTRAINT "fixture_lineups_fixture_id_player_id_pk" PRIMARY KEY("fixture_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "chance_of_playing" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "news" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "deadline_from_kickoff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_seasons" ADD CONSTRAINT "feed_seasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_seasons" ADD CONSTRAINT "feed_seasons_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;