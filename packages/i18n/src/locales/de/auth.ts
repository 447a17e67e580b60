import type { Translation } from '../../types.ts';
import type en from '../en/auth.ts';

const auth: Translation<typeof en> = {
  fields: {
    email: 'E-Mail',
    name: 'Vollständiger Name',
    password: 'Passwort',
    passwordConfirmation: 'Passwort bestätigen',
    msisdn: 'Handynummer',
    code: 'Code',
  },
  login: {
    title: 'Anmelden',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto? Registrieren',
    demo: 'Demo spielen',
  },
  register: {
    title: 'Registrieren',
    submit: 'Konto erstellen',
    sent: 'Wir haben eine E-Mail an diese Adresse geschickt. Folge dem Link darin und melde dich dann an.',
    haveAccount: 'Schon registriert? Anmelden',
  },
  forgot: {
    title: 'Passwort vergessen',
    sentence:
      'Gib deine E-Mail-Adresse ein und wir senden dir einen Link, um ein neues Passwort zu wählen.',
    submit: 'Link senden',
    sent: 'Wenn die Adresse registriert ist, ist ein Link unterwegs.',
  },
  reset: {
    title: 'Neues Passwort wählen',
    submit: 'Passwort speichern',
    done: 'Dein Passwort wurde geändert.',
  },
  verify: {
    title: 'E-Mail bestätigen',
    success: 'Deine E-Mail-Adresse ist bestätigt.',
    missing: 'Dieser Bestätigungslink ist ungültig.',
  },
  changePassword: {
    title: 'Passwort ändern',
    submit: 'Passwort speichern',
    done: 'Dein Passwort wurde geändert.',
  },
  removeProfile: {
    title: 'Profil löschen',
    sentence:
      'Dein Team, deine Ligen und Punkte werden gelöscht. Das kann nicht rückgängig gemacht werden.',
    submit: 'Mein Profil löschen',
  },
  manage: {
    title: 'Konto verwalten',
    unsubscribeSentence:
      'Beende dein Abonnement. Du behältst den Zugang bis zum Ende des bezahlten Zeitraums.',
    unsubscribe: 'Abo beenden',
  },
  smsHolding: {
    waiting: 'Wir warten auf die Bestätigung deines Mobilfunkanbieters…',
    title: 'Sieh in deine Nachrichten',
    sentence: 'Wir haben dir eine SMS geschickt. Folge dem Link darin, um fortzufahren.',
  },
  vserve: {
    title: 'Bei deinem Anbieter bestätigen',
    sentence: 'Dein Mobilfunkanbieter bittet dich, das Abonnement zu bestätigen.',
    continue: 'Weiter',
  },
  checkout: {
    price_one: '{{price}} pro {{count, number}} Tag, über deine Handyrechnung',
    price_other: '{{price}} alle {{count, number}} Tage, über deine Handyrechnung',
    confirmTitle: 'Abonnement bestätigen',
    confirmSentence:
      'Du zahlst jeden Zeitraum, bis du das Abo beendest. Du kannst es jederzeit in deinem Konto beenden.',
    accept: 'Bestätigen und abonnieren',
    cancel: 'Jetzt nicht',
    needNumber: 'Bestätige zuerst deine Handynummer',
    mustAccept: 'Bitte bestätige, um zu abonnieren.',
    retry: 'Dein Mobilfunkanbieter ist gerade nicht erreichbar. Bitte versuche es erneut.',
    failed: 'Dein Mobilfunkanbieter konnte dieses Abonnement nicht abrechnen.',
    title: 'Abonnieren',
    sentence: 'Abonniere über deinen Mobilfunkanbieter, um jede Runde zu spielen.',
    pay: 'Jetzt abonnieren',
    step: 'Schritt: {{step}}',
    done: 'Dein Abonnement ist aktiv.',
    pending: 'Deine Zahlung wird bearbeitet.',
  },
  freeSignUp: {
    title: 'Kostenlos registrieren',
    sentence: 'Erstelle ein kostenloses Konto, um ein Team aufzustellen und Ligen beizutreten.',
  },
  otp: {
    sentTo: 'Wir haben einen Code an {{number}} geschickt.',
    changeNumber: 'Andere Nummer verwenden',
    wrongCode: 'Der Code stimmt nicht. Prüfe die SMS und versuche es erneut.',
    badNumber: 'Gib deine Handynummer mit Ländervorwahl ein, z. B. +49 151 12345678.',
    numberTaken: 'Diese Nummer gehört zu einem anderen Konto.',
    noRequest: 'Hier wurde kein Code angefordert oder er ist abgelaufen. Fordere einen neuen an.',
    title: 'Mit deiner Handynummer anmelden',
    sentence: 'Wir senden einen Einmalcode an dein Telefon.',
    send: 'Code senden',
    validationTitle: 'Code eingeben',
    validationSentence: 'Gib den Code ein, den wir an dein Telefon gesendet haben.',
    verify: 'Bestätigen',
    errorTitle: 'Der Code hat nicht funktioniert',
    errorSentence: 'Der Code ist falsch oder abgelaufen.',
    retry: 'Erneut versuchen',
  },
  errors: {
    generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    usernameTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    weakPassword:
      'Wähle ein längeres oder weniger vorhersehbares Passwort (keine gängigen Wörter, Wiederholungen oder Folgen wie abcd1234).',
    passwordTooShort: 'Dein Passwort ist zu kurz: Verwende mindestens 8 Zeichen.',
    passwordTooLong: 'Dein Passwort ist zu lang: Verwende höchstens 128 Zeichen.',
    passwordTooCommon:
      'Dieses Passwort ist zu verbreitet oder leicht zu erraten (etwa deine E-Mail-Adresse). Wähle ein anderes.',
    passwordRepetitive:
      'Dein Passwort wiederholt dieselben Zeichen (wie aaaa oder 1212). Wähle ein weniger vorhersehbares.',
    passwordSequential:
      'Dein Passwort ist eine Folge (wie abcd, 1234 oder qwertz). Wähle ein weniger vorhersehbares.',
    tooManyAttempts:
      'Zu viele Versuche. Warte einen Moment und versuche es erneut, oder setze dein Passwort zurück.',
    validation: 'Bitte prüfe die Felder und versuche es erneut.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
  },
};

export default auth;
