// The console's reports (issue 22, ADR 0046): per day and per round, JSON or CSV.
import { z } from 'zod';

const DaySchema = z.iso.date();

export const ReportQuerySchema = z
  .object({
    /** First day (UTC), inclusive. */
    from: DaySchema,
    /** Last day (UTC), inclusive; at most 366 days after `from`. */
    to: DaySchema,
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'at most 366 days',
    path: ['to'],
  });

export const DailyReportRowSchema = z.object({
  day: DaySchema,
  /** Distinct subscribers who signed in or saved a team that day. */
  active_users: z.number().int(),
  /** Accounts that started paying (the first charge or a re-subscription). */
  new_subscribers: z.number().int(),
  /** Subscriptions that ended: cancelled, or a paying account removed. */
  churned: z.number().int(),
  charges_succeeded: z.number().int(),
  charges_failed: z.number().int(),
  /** Sum of successful charges, in minor units of `currency`. */
  revenue_minor: z.number().int(),
  /** The currency of the day's charges (several joined by '+'; '' without charges). */
  currency: z.string(),
});
export const DailyReportResponseSchema = z.object({ rows: z.array(DailyReportRowSchema) });

export const RoundReportQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
export const RoundReportRowSchema = z.object({
  round: z.number().int(),
  name: z.string(),
  status: z.string(),
  teams_saved: z.number().int(),
  managers_scored: z.number().int(),
  average_points: z.number().nullable(),
  top_points: z.number().nullable(),
});
export const RoundReportResponseSchema = z.object({ rows: z.array(RoundReportRowSchema) });
