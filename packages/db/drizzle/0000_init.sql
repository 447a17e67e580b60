CREATE TYPE "public"."chip" AS ENUM('wildcard', 'free_hit', 'bench_boost', 'triple_captain');--> statement-breakpoint
CREATE TYPE "public"."content_kind" AS ENUM('news', 'video');--> statement-breakpoint
CREATE TYPE "public"."fixture_status" AS ENUM('SCHEDULED', 'LIVE', 'FINISHED', 'POSTPONED');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."league_kind" AS ENUM('classic', 'h2h');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."player_position" AS ENUM('GK', 'DEF', 'MID', 'FWD', 'WK', 'BAT', 'AR', 'BOWL');--> statement-breakpoint
CREATE TYPE "public"."round_status" AS ENUM('NOT_STARTED', 'OPEN', 'LOCKED', 'LIVE', 'FINISHED');--> statement-breakpoint
CREATE TYPE "public"."sport_context" AS ENUM('soccer', 'cricket');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'cancelled', 'deleted', 'demo', 'guest', 'registered', 'suspended', 'unknown');--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"strength" integer
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sport" "sport_context" NOT NULL,
	"format" text DEFAULT 'classic' NOT NULL,
	CONSTRAINT "competitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"locale" text NOT NULL,
	"kind" "content_kind" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixtures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fixtures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"home_club_id" integer NOT NULL,
	"away_club_id" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"real_kickoff_at" timestamp with time zone,
	"status" "fixture_status" DEFAULT 'SCHEDULED' NOT NULL,
	"minute" integer DEFAULT 0 NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"source_home_score" integer,
	"source_away_score" integer,
	"home_difficulty" integer DEFAULT 3 NOT NULL,
	"away_difficulty" integer DEFAULT 3 NOT NULL,
	"result_text" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "footers" (
	"tenant_id" integer NOT NULL,
	"locale" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "footers_tenant_id_locale_pk" PRIMARY KEY("tenant_id","locale")
);
--> statement-breakpoint
CREATE TABLE "h2h_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "h2h_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"home_squad_id" integer NOT NULL,
	"away_squad_id" integer,
	"home_points" integer,
	"away_points" integer,
	"home_result" integer,
	"away_result" integer
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"squad_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_league_id_squad_id_pk" PRIMARY KEY("league_id","squad_id")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "league_kind" NOT NULL,
	"invite_code" text NOT NULL,
	"owner_user_id" integer,
	"start_round_id" integer NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_inviteCode_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "manager_round_scores" (
	"squad_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"points" integer NOT NULL,
	"transfer_cost" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"rank" integer,
	"previous_rank" integer,
	"round_rank" integer,
	"detail" jsonb,
	"final" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "manager_round_scores_squad_id_round_id_pk" PRIMARY KEY("squad_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "picks" (
	"squad_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"purchase_price" integer NOT NULL,
	CONSTRAINT "picks_squad_id_round_id_player_id_pk" PRIMARY KEY("squad_id","round_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_fixture_points" (
	"fixture_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"points" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"final" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_fixture_points_fixture_id_player_id_pk" PRIMARY KEY("fixture_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_fixture_stats" (
	"fixture_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"stats" jsonb NOT NULL,
	"source_points" integer,
	CONSTRAINT "player_fixture_stats_fixture_id_player_id_pk" PRIMARY KEY("fixture_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "player_prices" (
	"player_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "player_prices_player_id_round_id_pk" PRIMARY KEY("player_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"position" "player_position" NOT NULL,
	"start_price" integer NOT NULL,
	"price" integer NOT NULL,
	"availability" text DEFAULT 'a' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_histograms" (
	"tenant_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"managers" integer NOT NULL,
	CONSTRAINT "points_histograms_tenant_id_round_id_kind_points_pk" PRIMARY KEY("tenant_id","round_id","kind","points"),
	CONSTRAINT "points_histograms_kind" CHECK ("points_histograms"."kind" in ('total', 'round'))
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"status" "round_status" DEFAULT 'NOT_STARTED' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"real_deadline_at" timestamp with time zone,
	"finalised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"budget" integer NOT NULL,
	"clock" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "squad_rounds" (
	"squad_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"captain_player_id" integer NOT NULL,
	"vice_captain_player_id" integer NOT NULL,
	"chip" "chip",
	"bank" integer NOT NULL,
	"free_transfers" integer NOT NULL,
	"transfers_made" integer DEFAULT 0 NOT NULL,
	"transfer_cost" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "squad_rounds_squad_id_round_id_pk" PRIMARY KEY("squad_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "squads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "squads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_round_id" integer NOT NULL,
	"chips_used" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"service_id" text NOT NULL,
	"theme_id" text NOT NULL,
	"context" "sport_context" NOT NULL,
	"season_id" integer,
	"languages" jsonb NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"prizes" jsonb,
	"consent_management" boolean DEFAULT false NOT NULL,
	"analytics_id" text,
	"analytics_consent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tenants_serviceId_unique" UNIQUE("service_id")
);
--> statement-breakpoint
CREATE TABLE "terms_pages" (
	"tenant_id" integer NOT NULL,
	"locale" text NOT NULL,
	"page" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_pages_tenant_id_locale_page_pk" PRIMARY KEY("tenant_id","locale","page")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"squad_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"player_out_id" integer NOT NULL,
	"player_in_id" integer NOT NULL,
	"price_out" integer NOT NULL,
	"price_in" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text,
	"favourite_club_id" integer,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"from_status" "user_status",
	"to_status" "user_status" NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"status" "user_status" DEFAULT 'unknown' NOT NULL,
	"email" text,
	"msisdn" text,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_home_club_id_clubs_id_fk" FOREIGN KEY ("home_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixtures" ADD CONSTRAINT "fixtures_away_club_id_clubs_id_fk" FOREIGN KEY ("away_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footers" ADD CONSTRAINT "footers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_matches" ADD CONSTRAINT "h2h_matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_matches" ADD CONSTRAINT "h2h_matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_matches" ADD CONSTRAINT "h2h_matches_home_squad_id_squads_id_fk" FOREIGN KEY ("home_squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_matches" ADD CONSTRAINT "h2h_matches_away_squad_id_squads_id_fk" FOREIGN KEY ("away_squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_start_round_id_rounds_id_fk" FOREIGN KEY ("start_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_round_scores" ADD CONSTRAINT "manager_round_scores_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_round_scores" ADD CONSTRAINT "manager_round_scores_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_round_scores" ADD CONSTRAINT "manager_round_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_fixture_points" ADD CONSTRAINT "player_fixture_points_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_fixture_points" ADD CONSTRAINT "player_fixture_points_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_fixture_points" ADD CONSTRAINT "player_fixture_points_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_fixture_stats" ADD CONSTRAINT "player_fixture_stats_fixture_id_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_fixture_stats" ADD CONSTRAINT "player_fixture_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prices" ADD CONSTRAINT "player_prices_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_prices" ADD CONSTRAINT "player_prices_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_histograms" ADD CONSTRAINT "points_histograms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_histograms" ADD CONSTRAINT "points_histograms_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_rounds" ADD CONSTRAINT "squad_rounds_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_rounds" ADD CONSTRAINT "squad_rounds_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_rounds" ADD CONSTRAINT "squad_rounds_captain_player_id_players_id_fk" FOREIGN KEY ("captain_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_rounds" ADD CONSTRAINT "squad_rounds_vice_captain_player_id_players_id_fk" FOREIGN KEY ("vice_captain_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squads" ADD CONSTRAINT "squads_start_round_id_rounds_id_fk" FOREIGN KEY ("start_round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_pages" ADD CONSTRAINT "terms_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_player_out_id_players_id_fk" FOREIGN KEY ("player_out_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_player_in_id_players_id_fk" FOREIGN KEY ("player_in_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_favourite_club_id_clubs_id_fk" FOREIGN KEY ("favourite_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_status_history" ADD CONSTRAINT "user_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_season_external" ON "clubs" USING btree ("season_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_tenant_slug_locale" ON "content_items" USING btree ("tenant_id","slug","locale");--> statement-breakpoint
CREATE INDEX "content_items_tenant_kind" ON "content_items" USING btree ("tenant_id","kind","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fixtures_season_external" ON "fixtures" USING btree ("season_id","external_id");--> statement-breakpoint
CREATE INDEX "fixtures_round" ON "fixtures" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "fixtures_status_kickoff" ON "fixtures" USING btree ("status","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "h2h_matches_league_round_home" ON "h2h_matches" USING btree ("league_id","round_id","home_squad_id");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "league_members_squad" ON "league_members" USING btree ("squad_id");--> statement-breakpoint
CREATE INDEX "leagues_tenant" ON "leagues" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "manager_round_scores_tenant_round_total" ON "manager_round_scores" USING btree ("tenant_id","round_id","total");--> statement-breakpoint
CREATE INDEX "outbox_pending" ON "outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE UNIQUE INDEX "picks_squad_round_slot" ON "picks" USING btree ("squad_id","round_id","slot");--> statement-breakpoint
CREATE INDEX "picks_round_player" ON "picks" USING btree ("round_id","player_id");--> statement-breakpoint
CREATE INDEX "player_fixture_points_round_player" ON "player_fixture_points" USING btree ("round_id","player_id");--> statement-breakpoint
CREATE INDEX "player_fixture_stats_player" ON "player_fixture_stats" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_season_external" ON "players" USING btree ("season_id","external_id");--> statement-breakpoint
CREATE INDEX "players_club" ON "players" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_season_number" ON "rounds" USING btree ("season_id","number");--> statement-breakpoint
CREATE INDEX "rounds_status" ON "rounds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_competition_name" ON "seasons" USING btree ("competition_id","name");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "squads_user_season" ON "squads" USING btree ("user_id","season_id");--> statement-breakpoint
CREATE INDEX "squads_tenant_season" ON "squads" USING btree ("tenant_id","season_id");--> statement-breakpoint
CREATE INDEX "transfers_squad_round" ON "transfers" USING btree ("squad_id","round_id");--> statement-breakpoint
CREATE INDEX "user_status_history_user" ON "user_status_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_msisdn" ON "users" USING btree ("tenant_id","msisdn");