// The account e-mails. Plain text only: it renders in every client and carries no tracking.
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
