CREATE INDEX "manager_round_scores_round" ON "manager_round_scores" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "squad_rounds_round" ON "squad_rounds" USING btree ("round_id");