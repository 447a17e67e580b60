/**
 * The e-mails and SMS the API sends to people in their language (ADR 0054): the console's staff
 * invitation, and what support did to a manager's league. Plain text: no HTML, no escaping.
 */
const mail = {
  roles: {
    owner: 'owner',
    editor: 'editor',
    support: 'support',
    viewer: 'viewer',
  },
  staffInvite: {
    subject: '{{product}}: you are invited to the operator console',
    body: 'You are invited to run {{product}} in its operator console, as {{role}}.\n\nAccept the invitation here (the link works once, for 7 days):\n{{link}}\n\nYou will choose a password and set up a code app for two-factor sign-in.\nIf you did not expect this, ignore this e-mail.',
  },
  memberRemoved: {
    subject: '{{product}}: your team left the league {{league}}',
    body: 'Your team {{team}} was removed from the league {{league}} by the support team of {{product}}.\n\nYour team, its points and your other leagues are unchanged.\nIf you think this is a mistake, contact your operator’s support.',
    sms: '{{product}}: support removed your team {{team}} from the league {{league}}. Your points are unchanged.',
  },
  leagueRenamed: {
    subject: '{{product}}: your league {{old}} has a new name',
    body: 'The support team of {{product}} renamed your league {{old}} to {{league}}.\n\nIts members, invite code and standings are unchanged.\nIf you think this is a mistake, contact your operator’s support.',
    sms: '{{product}}: support renamed your league {{old}} to {{league}}.',
  },
  leagueClosed: {
    subject: '{{product}}: your league {{league}} was closed',
    body: 'The support team of {{product}} closed your league {{league}}: nobody can join it any more.\n\nIts members keep their standings and points.\nIf you think this is a mistake, contact your operator’s support.',
    sms: '{{product}}: support closed your league {{league}}. Nobody can join it now; standings are kept.',
  },
  staffReset: {
    subject: '{{product}}: reset your operator console password',
    body: 'Someone asked to reset the password of your {{product}} operator console account.\n\nChoose a new password here (the link works once, for 30 minutes):\n{{link}}\n\nYour two-factor sign-in stays as it is: you will still need the code from your app.\nIf it was not you, ignore this e-mail: your password stays as it is.',
  },
} as const;

export default mail;
