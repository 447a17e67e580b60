CREATE TABLE "fixture_player_clubs" (
	"fixture_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "fixture_player_clubs_fixture_id_player_id_pk" PRIMARY KEY("fixture_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD COLUMN "club_id" integer;--> statement-breakpoint
-- Hand-written backfill (ADR 0060): a line-up stored before this migration lists each player under his club then.
UPDATE "fixture_lineups" l SET "club_id" = p."club_id" FROM "players" p WHERE p."id" = l."player_id";--> statement-breakpoint
ALTER TABLE "fixture_lineups" ALTER COLUMN "club_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fixture_player_clubs" ADD CONSTRAINT "fixture_player_clubs_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_player_clubs" ADD CONSTRAINT "fixture_player_clubs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_player_clubs" ADD CONSTRAINT "fixture_player_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixture_lineups" ADD CONSTRAINT "fixture_lineups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;