// Telling a manager what support did to their league (ADR 0054): renamed, closed, or their team
// removed. The app tells people things by e-mail; most subscribers of an operator have only their
// number, so a manager without an address gets one SMS through the operator — the path their sign-in
// codes take. In the manager's language.
import { randomUUID } from 'node:crypto';
import type { Mailer } from '../mail/mailer.ts';
import { type LeagueNotice, leagueNoticeMail, leagueNoticeSms } from '../mail/templates.ts';
import type { SmsSender } from '../otp/otp-service.ts';

export type Informed = 'email' | 'sms' | 'none';

export interface ManagerContact {
  email: string | null;
  msisdn: string | null;
  language: string;
}

export class LeagueNotifier {
  constructor(
    private readonly mailer: Mailer,
    private readonly sms: SmsSender,
  ) {}

  async inform(
    contact: ManagerContact,
    notice: LeagueNotice,
    productName: string,
  ): Promise<Informed> {
    if (contact.email) {
      await this.mailer.send(
        leagueNoticeMail(contact.email, notice, productName, contact.language),
      );
      return 'email';
    }
    if (contact.msisdn) {
      await this.sms.sendSms(
        contact.msisdn,
        leagueNoticeSms(notice, productName, contact.language),
        `league:${notice.kind}:${randomUUID()}`,
      );
      return 'sms';
    }
    return 'none';
  }
}
