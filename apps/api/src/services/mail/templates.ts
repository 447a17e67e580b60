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

/** An invitation to an operator's console (ADR 0046). */
export function staffInviteMail(
  to: string,
  link: string,
  productName: string,
  role: string,
): MailMessage {
  return {
    to,
    subject: `${productName}: you are invited to the operator console`,
    text: [
      `You are invited to run ${productName} in its operator console, as ${role}.`,
      '',
      'Accept the invitation here (the link works once, for 7 days):',
      link,
      '',
      'You will choose a password and set up a code app for two-factor sign-in.',
      'If you did not expect this, ignore this e-mail.',
    ].join('\n'),
  };
}

/** To a manager removed from a league by the operator's support (ADR 0046). */
export function leagueMemberRemovedMail(
  to: string,
  leagueName: string,
  teamName: string,
  productName: string,
): MailMessage {
  return {
    to,
    subject: `${productName}: your team left the league ${leagueName}`,
    text: [
      `Your team ${teamName} was removed from the league ${leagueName} by ${productName}'s support.`,
      '',
      'Your team, its points and your other leagues are unchanged.',
      'If you think this is a mistake, reply to your operator’s support.',
    ].join('\n'),
  };
}
