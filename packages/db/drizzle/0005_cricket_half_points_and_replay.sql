ALTER TABLE "h2h_matches" ALTER COLUMN "home_points" SET DATA TYPE numeric(10, 1);--> statement-breakpoint
ALTER TABLE "h2h_matches" ALTER COLUMN "away_points" SET DATA TYPE numeric(10, 1);--> statement-breakpoint
ALTER TABLE "manager_round_scores" ALTER COLUMN "points" SET DATA TYPE numeric(10, 1);--> statement-breakpoint
ALTER TABLE "manager_round_scores" ALTER COLUMN "total" SET DATA TYPE numeric(10, 1);--> statement-breakpoint
ALTER TABLE "points_histograms" ALTER COLUMN "points" SET DATA TYPE numeric(10, 1);--> statement-breakpoint
ALTER TABLE "fixtures" ADD COLUMN "replay" jsonb;