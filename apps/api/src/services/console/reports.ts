// The console's reports (ADR 0046): the rows as JSON, or the same rows as CSV (RFC 4180) for a
// spreadsheet.
import { AppError } from '../../errors.ts';
import type { ReportRepository } from '../../repositories/report-repository.ts';

/** RFC 4180: a header line, then one line per row; fields with , " or a line break are quoted. */
export function toCsv<T extends object>(columns: readonly (keyof T & string)[], rows: T[]): string {
  const field = (v: unknown) => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((c) => field(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const DAILY_COLUMNS = [
  'day',
  'active_users',
  'new_subscribers',
  'churned',
  'charges_succeeded',
  'charges_failed',
  'revenue_minor',
  'currency',
] as const;

export const ROUND_COLUMNS = [
  'round',
  'name',
  'status',
  'teams_saved',
  'managers_scored',
  'average_points',
  'top_points',
] as const;

export class ReportService {
  constructor(private readonly repo: ReportRepository) {}

  daily(tenantId: number, from: string, to: string) {
    return this.repo.daily(tenantId, from, to);
  }

  rounds(tenantId: number, seasonId: number | null) {
    if (seasonId === null) throw new AppError('NOT_FOUND', 'This tenant has no season');
    return this.repo.rounds(tenantId, seasonId);
  }
}
