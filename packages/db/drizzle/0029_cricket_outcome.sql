ALTER TABLE "fixtures" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
-- Hand-written backfill (ADR 0062): every cricket fixture, imported or fed, keeps its Cricsheet outcome and
-- [home, away] teams in replay->info; its outcome is that one with the sides by place, exactly as
-- cricketMatchOutcome (packages/rules/src/cricket/match-result.ts) derives it at import and from the feed
-- (packages/db/test/cricket-outcome-backfill.test.ts holds the two equal on both IPL seasons).
UPDATE "fixtures" SET "outcome" = CASE
    WHEN s.o ? 'winner' THEN CASE WHEN s.o->>'winner' IN (s.t->>0, s.t->>1) THEN jsonb_build_object(
      'result', 'win',
      'winner', CASE WHEN s.o->>'winner' = s.t->>0 THEN 'home' ELSE 'away' END,
      'by', CASE WHEN s.o->'by' ? 'wickets' THEN 'wickets' WHEN s.o->'by' ? 'runs' THEN 'runs' END,
      'margin', COALESCE(s.o->'by'->'wickets', s.o->'by'->'runs'),
      'method', s.o->'method') END
    WHEN s.o->>'result' = 'tie' THEN jsonb_build_object(
      'result', 'tie',
      'super_over_winner', CASE WHEN s.o->>'eliminator' = s.t->>0 THEN 'home'
                                WHEN s.o->>'eliminator' = s.t->>1 THEN 'away' END)
    WHEN s.o->>'result' = 'no result' THEN '{"result":"no_result"}'::jsonb
    WHEN s.o->>'result' = 'draw' THEN '{"result":"draw"}'::jsonb
  END
  FROM (SELECT "id", "replay"->'info'->'outcome' AS o, "replay"->'info'->'teams' AS t
          FROM "fixtures" WHERE "replay"->'info' ? 'outcome') s
  WHERE "fixtures"."id" = s.id;--> statement-breakpoint
ALTER TABLE "fixtures" DROP COLUMN "result_text";
