// The account e-mails. Plain text only: it renders in every client and carries no tracking.
import { mailText } from './mail-text.ts';
import type { MailMessage } from './mailer.ts';

export function passwordResetMail(to: string, link: string, productName: string): MailMessage {
  return {
    to,
    subject: `${productName}: reset your password`,
    text: [
      `Someone asked to reset the password of your ${productName} account.`,
      '',
      `Choose a new password here (the link works once, for 30 minutes):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function verifyEmailMail(to: string, link: string, productName: string): MailMessage {
  return {
    to,
    subject: `${productName}: confirm your e-mail address`,
    text: [
      `Welcome to ${productName}. Confirm your e-mail address here:`,
      link,
      '',
      'If you did not create an account, ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * To the owner of an address someone tried to register again. The registration answer is the same
 * as for a new address, so only the owner learns that the account exists.
 */
export function existingAccountMail(
  to: string,
  links: { login: string; reset: string } | null,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `${productName}: someone tried to register with your address`,
    text: [
      `Someone tried to create a ${productName} account with this e-mail address, which already has one.`,
      '',
      ...(links
        ? [
            `If it was you, sign in: ${links.login}`,
            `Forgot your password? Choose a new one: ${links.reset}`,
          ]
        : ['If it was you, sign in or reset your password in the app.']),
      '',
      'If it was not you, ignore this e-mail: nothing has changed on your account.',
    ].join('\n'),
  };
}

/** An invitation to an operator's console (ADR 0046), in the language the owner chose (ADR 0057). */
export function staffInviteMail(
  to: string,
  link: string,
  productName: string,
  role: 'owner' | 'editor' | 'support' | 'viewer',
  language: string,
): MailMessage {
  const t = mailText(language);
  const params = { product: productName, role: t(`roles.${role}`), link };
  return { to, subject: t('staffInvite.subject', params), text: t('staffInvite.body', params) };
}

/** What support did to a manager's league, told in the manager's language (ADR 0054). */
export type LeagueNotice =
  | { kind: 'memberRemoved'; league: string; team: string }
  | { kind: 'leagueRenamed'; old: string; league: string }
  | { kind: 'leagueClosed'; league: string };

function noticeParams(notice: LeagueNotice, productName: string): Record<string, string> {
  const { kind: _kind, ...rest } = notice;
  return { product: productName, ...rest };
}

export function leagueNoticeMail(
  to: string,
  notice: LeagueNotice,
  productName: string,
  language: string,
): MailMessage {
  const t = mailText(language);
  const params = noticeParams(notice, productName);
  return {
    to,
    subject: t(`${notice.kind}.subject`, params),
    text: t(`${notice.kind}.body`, params),
  };
}

/** The same notice as one SMS, for a manager with no e-mail address. */
export function leagueNoticeSms(
  notice: LeagueNotice,
  productName: string,
  language: string,
): string {
  return mailText(language)(`${notice.kind}.sms`, noticeParams(notice, productName));
}

/** A staff member's password reset link (ADR 0057), in their language. */
export function staffResetMail(
  to: string,
  link: string,
  productName: string,
  language: string,
): MailMessage {
  const t = mailText(language);
  const params = { product: productName, link };
  return { to, subject: t('staffReset.subject', params), text: t('staffReset.body', params) };
}
