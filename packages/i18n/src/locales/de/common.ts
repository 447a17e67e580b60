import type { Translation } from '../../types.ts';
import type en from '../en/common.ts';

const common: Translation<typeof en> = {
  app: { loading: 'Wird geladen…', skipToContent: 'Zum Inhalt springen' },
  nav: {
    home: 'Start',
    leaderboard: 'Rangliste',
    statistics: 'Statistiken',
    main: 'Hauptnavigation',
  },
  header: {
    back: 'Zurück',
    menu: 'Menü',
    closeMenu: 'Menü schließen',
    language: 'Sprache',
    points: '{{points}} Pkt.',
  },
  menu: {
    myTeam: 'Mein Team',
    howToPlay: 'So wird gespielt',
    prizes: 'Preise',
    account: 'Konto',
    login: 'Anmelden',
    register: 'Registrieren',
    logout: 'Abmelden',
    terms: 'Teilnahmebedingungen',
  },
  hero: { create: 'Stelle dein Team auf', edit: 'Bearbeite dein Team' },
  discover: {
    heading: 'Entdecken',
    howToPlay: 'Lerne, wie gespielt wird',
    howToEarn: 'So sammelst du Punkte',
    winBig: 'Groß gewinnen',
  },
  error: {
    heading: 'Etwas ist schiefgelaufen',
    sentence: 'Diese Seite konnte nicht angezeigt werden. Geh zurück und versuche es erneut.',
    back: 'Zurück',
  },
  notFound: {
    heading: 'Seite nicht gefunden',
    sentence: 'Die gesuchte Seite existiert nicht.',
    home: 'Zur Startseite',
  },
  offline: {
    notice: 'Du bist offline. Dies ist eine gespeicherte Kopie der Seite.',
    shellHeading: 'Diese Seite ist noch nicht auf diesem Telefon gespeichert',
    shellSentence:
      'Verbinde dich mit dem Internet und versuche es erneut. Bereits besuchte Seiten öffnen sich auch offline.',
    retry: 'Erneut versuchen',
  },
  consent: {
    text: 'Wir möchten Analyse-Cookies verwenden, um das Spiel zu verbessern.',
    accept: 'Akzeptieren',
    reject: 'Ablehnen',
  },
  footer: { hotline: 'Hotline', legal: 'Rechtliche Hinweise' },
  landing: {
    title: 'Stelle dein Traumteam auf',
    sentence:
      'Wähle in jeder Runde Spieler, sammle Punkte aus echten Spielen und klettere in der Rangliste.',
    play: 'Jetzt spielen',
    login: 'Anmelden',
    demo: 'Demo ausprobieren',
  },
  round: {
    next: 'Nächste Runde: {{name}}',
    current: 'Aktuelle Runde: {{name}}',
    deadline: 'Stichtag: {{date}}',
    none: 'Es gibt keine anstehende Runde.',
    deadlinePassed: 'Der Stichtag für diese Runde ist vorbei.',
    status: {
      NOT_STARTED: 'Nicht gestartet',
      OPEN: 'Offen',
      LOCKED: 'Gesperrt',
      LIVE: 'Live',
      FINISHED: 'Beendet',
    },
  },
  home: {
    title: 'Start',
    welcome: 'Willkommen, {{name}}',
    welcomeNoName: 'Willkommen',
    promptCreate: 'Du hast noch kein Team. Wähle deine Spieler vor dem Stichtag.',
    promptEdit: 'Dein Team steht. Bis zum Stichtag kannst du noch Änderungen vornehmen.',
  },
  guest: {
    title: 'Willkommen bei {{product}}',
    sentence: 'Mach mit, stelle ein Team auf und tritt gegen andere Spieler an.',
    join: 'Jetzt mitmachen',
  },
  games: { heading: 'Deine Ligen', empty: 'Du bist noch in keiner Liga.', members: 'Mitglieder' },
  myTeam: {
    title: 'Mein Team',
    bank: 'Guthaben',
    value: 'Kaderwert',
    freeTransfers: 'Freie Transfers',
    empty: 'Du hast noch keine Spieler ausgewählt.',
    captain: 'Kapitän',
    viceCaptain: 'Vizekapitän',
    player: 'Spieler',
    team: 'Verein',
    position: 'Position',
    price: 'Preis',
  },
  leaderboard: { title: 'Rangliste', sentence: 'Wähle eine Liga, um ihre Tabelle zu sehen.' },
  statistics: {
    title: 'Statistiken',
    season: 'Saison',
    competition: 'Wettbewerb',
    rounds: 'Runden',
  },
  howToPlay: {
    title: 'So wird gespielt',
    intro:
      'Stelle im Rahmen des Budgets einen Kader auf, wähle einen Kapitän und sammle Punkte aus echten Spielen.',
    earnPoints: 'So sammelst du Punkte',
    action: 'Aktion',
    points: 'Punkte',
  },
  prizes: { title: 'Preise' },
  account: {
    title: 'Konto',
    name: 'Name',
    status: 'Status',
    language: 'Sprache',
    manage: 'Konto verwalten',
    changePassword: 'Passwort ändern',
    removeProfile: 'Profil löschen',
  },
  status: {
    active: 'Aktiv',
    cancelled: 'Gekündigt',
    deleted: 'Gelöscht',
    demo: 'Demo',
    guest: 'Gast',
    registered: 'Registriert',
    suspended: 'Gesperrt',
    unknown: 'Unbekannt',
  },
  terms: { title: 'Teilnahmebedingungen', unavailable: 'Diese Seite ist nicht verfügbar.' },
  domain404: {
    heading: 'Diese Adresse ist nicht eingerichtet',
    sentence:
      'Unter dieser Webadresse gibt es kein Spiel. Prüfe die Adresse und versuche es erneut.',
  },
  domain500: {
    heading: 'Das Spiel ist nicht verfügbar',
    sentence:
      'Das Spiel für diese Adresse konnte nicht geladen werden. Bitte versuche es später erneut.',
  },
  unsubscribed: {
    heading: 'Du hast dich abgemeldet',
    sentence: 'Dir wird nichts mehr berechnet. Du kannst jederzeit wieder mitmachen.',
  },
  // Issue 18, defect 10: the fixtures and results page.
  fixtures: {
    title: 'Spielplan & Ergebnisse',
    previous: 'Zurück',
    next: 'Weiter',
    pager: 'Spieltage',
    none: 'Keine Spiele in dieser Runde.',
    all: 'Alle Spiele und Ergebnisse',
  },
};

export default common;
