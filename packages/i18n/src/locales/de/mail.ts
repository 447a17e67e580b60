import type { Translation } from '../../types.ts';
import type en from '../en/mail.ts';

const mail: Translation<typeof en> = {
  roles: {
    owner: 'Inhaber',
    editor: 'Redaktion',
    support: 'Support',
    viewer: 'Lesezugriff',
  },
  staffInvite: {
    subject: '{{product}}: Einladung zur Betreiberkonsole',
    body: 'Sie sind eingeladen, {{product}} in der Betreiberkonsole zu betreuen, mit der Rolle {{role}}.\n\nNehmen Sie die Einladung hier an (der Link gilt einmal, 7 Tage lang):\n{{link}}\n\nSie wählen ein Passwort und richten eine Code-App für die Anmeldung in zwei Schritten ein.\nWenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie.',
  },
  memberRemoved: {
    subject: '{{product}}: Ihr Team hat die Liga {{league}} verlassen',
    body: 'Ihr Team {{team}} wurde vom Support-Team von {{product}} aus der Liga {{league}} entfernt.\n\nIhr Team, seine Punkte und Ihre anderen Ligen bleiben unverändert.\nWenn Sie das für einen Fehler halten, wenden Sie sich an den Support Ihres Anbieters.',
    sms: '{{product}}: Der Support hat Ihr Team {{team}} aus der Liga {{league}} entfernt. Ihre Punkte bleiben erhalten.',
  },
  leagueRenamed: {
    subject: '{{product}}: Ihre Liga {{old}} hat einen neuen Namen',
    body: 'Das Support-Team von {{product}} hat Ihre Liga {{old}} in {{league}} umbenannt.\n\nMitglieder, Einladungscode und Tabelle bleiben unverändert.\nWenn Sie das für einen Fehler halten, wenden Sie sich an den Support Ihres Anbieters.',
    sms: '{{product}}: Der Support hat Ihre Liga {{old}} in {{league}} umbenannt.',
  },
  leagueClosed: {
    subject: '{{product}}: Ihre Liga {{league}} wurde geschlossen',
    body: 'Das Support-Team von {{product}} hat Ihre Liga {{league}} geschlossen: Niemand kann ihr mehr beitreten.\n\nDie Mitglieder behalten ihre Platzierungen und Punkte.\nWenn Sie das für einen Fehler halten, wenden Sie sich an den Support Ihres Anbieters.',
    sms: '{{product}}: Der Support hat Ihre Liga {{league}} geschlossen. Niemand kann mehr beitreten; die Tabelle bleibt.',
  },
  staffReset: {
    subject: '{{product}}: Passwort für die Betreiberkonsole zurücksetzen',
    body: 'Jemand hat verlangt, das Passwort Ihres Kontos in der Betreiberkonsole von {{product}} zurückzusetzen.\n\nWählen Sie hier ein neues Passwort (der Link funktioniert einmal, 30 Minuten lang):\n{{link}}\n\nIhre Zwei-Faktor-Anmeldung bleibt bestehen: Sie brauchen weiterhin den Code aus Ihrer App.\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};
export default mail;
