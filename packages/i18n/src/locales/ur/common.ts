import type { Translation } from '../../types.ts';
import type en from '../en/common.ts';

const common: Translation<typeof en> = {
  app: { loading: 'لوڈ ہو رہا ہے…', skipToContent: 'مواد پر جائیں' },
  nav: {
    home: 'ہوم',
    leaderboard: 'لیڈر بورڈ',
    statistics: 'اعداد و شمار',
    main: 'مرکزی نیویگیشن',
  },
  header: {
    back: 'واپس',
    menu: 'مینو',
    closeMenu: 'مینو بند کریں',
    language: 'زبان',
    points: '{{points}} پوائنٹس',
  },
  menu: {
    myTeam: 'میری ٹیم',
    howToPlay: 'کھیلنے کا طریقہ',
    prizes: 'انعامات',
    account: 'اکاؤنٹ',
    login: 'لاگ ان',
    register: 'رجسٹر کریں',
    logout: 'لاگ آؤٹ',
    terms: 'شرائط و ضوابط',
  },
  hero: { create: 'اپنی ٹیم بنائیں', edit: 'اپنی ٹیم میں تبدیلی کریں' },
  discover: {
    heading: 'دریافت کریں',
    howToPlay: 'کھیلنا سیکھیں',
    howToEarn: 'پوائنٹس کیسے کمائیں',
    winBig: 'بڑا جیتیں',
  },
  error: {
    heading: 'کچھ غلط ہو گیا',
    sentence: 'یہ صفحہ نہیں دکھایا جا سکا۔ واپس جائیں اور دوبارہ کوشش کریں۔',
    back: 'واپس جائیں',
  },
  notFound: {
    heading: 'صفحہ نہیں ملا',
    sentence: 'آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں۔',
    home: 'ہوم صفحے پر جائیں',
  },
  offline: {
    notice: 'آپ آف لائن ہیں۔ یہ صفحے کی محفوظ کردہ کاپی ہے۔',
    shellHeading: 'یہ صفحہ ابھی اس فون پر محفوظ نہیں ہے',
    shellSentence:
      'انٹرنیٹ سے جڑیں اور دوبارہ کوشش کریں۔ پہلے دیکھے گئے صفحات آف لائن بھی کھلتے ہیں۔',
    retry: 'دوبارہ کوشش کریں',
  },
  consent: {
    text: 'ہم کھیل کو بہتر بنانے کے لیے تجزیاتی کوکیز استعمال کرنا چاہتے ہیں۔',
    accept: 'قبول کریں',
    reject: 'مسترد کریں',
  },
  footer: { hotline: 'ہاٹ لائن', legal: 'قانونی معلومات' },
  landing: {
    title: 'اپنی خوابوں کی ٹیم بنائیں',
    sentence:
      'ہر راؤنڈ میں کھلاڑی چنیں، اصل میچوں سے پوائنٹس حاصل کریں اور لیڈر بورڈ پر آگے بڑھیں۔',
    play: 'ابھی کھیلیں',
    login: 'لاگ ان',
    demo: 'ڈیمو آزمائیں',
  },
  round: {
    next: 'اگلا راؤنڈ: {{name}}',
    current: 'موجودہ راؤنڈ: {{name}}',
    deadline: 'آخری وقت: {{date}}',
    none: 'کوئی آنے والا راؤنڈ نہیں ہے۔',
    deadlinePassed: 'اس راؤنڈ کا آخری وقت گزر چکا ہے۔',
    status: {
      NOT_STARTED: 'شروع نہیں ہوا',
      OPEN: 'کھلا',
      LOCKED: 'بند',
      LIVE: 'براہ راست',
      FINISHED: 'ختم',
    },
  },
  home: {
    title: 'ہوم',
    welcome: 'خوش آمدید، {{name}}',
    promptCreate: 'آپ کی ابھی کوئی ٹیم نہیں۔ آخری وقت سے پہلے اپنے کھلاڑی چنیں۔',
    promptEdit: 'آپ کی ٹیم تیار ہے۔ آخری وقت سے پہلے آپ اب بھی تبدیلیاں کر سکتے ہیں۔',
  },
  guest: {
    title: '{{product}} میں خوش آمدید',
    sentence: 'شامل ہوں، ٹیم بنائیں اور دوسرے کھلاڑیوں سے مقابلہ کریں۔',
    join: 'ابھی شامل ہوں',
  },
  games: { heading: 'آپ کی لیگز', empty: 'آپ ابھی کسی لیگ میں نہیں ہیں۔', members: 'اراکین' },
  myTeam: {
    title: 'میری ٹیم',
    bank: 'بینک',
    value: 'اسکواڈ کی قیمت',
    freeTransfers: 'مفت ٹرانسفرز',
    empty: 'آپ نے ابھی کوئی کھلاڑی نہیں چنا۔',
    captain: 'کپتان',
    viceCaptain: 'نائب کپتان',
    player: 'کھلاڑی',
    team: 'ٹیم',
    position: 'پوزیشن',
    price: 'قیمت',
  },
  leaderboard: { title: 'لیڈر بورڈ', sentence: 'درجہ بندی دیکھنے کے لیے ایک لیگ چنیں۔' },
  statistics: { title: 'اعداد و شمار', season: 'سیزن', competition: 'مقابلہ', rounds: 'راؤنڈز' },
  howToPlay: {
    title: 'کھیلنے کا طریقہ',
    intro: 'بجٹ کے اندر اسکواڈ چنیں، کپتان منتخب کریں اور اصل میچوں سے پوائنٹس حاصل کریں۔',
    earnPoints: 'پوائنٹس کیسے کمائیں',
    action: 'عمل',
    points: 'پوائنٹس',
  },
  prizes: { title: 'انعامات' },
  account: {
    title: 'اکاؤنٹ',
    name: 'نام',
    status: 'حیثیت',
    language: 'زبان',
    manage: 'اکاؤنٹ کا انتظام',
    changePassword: 'پاس ورڈ تبدیل کریں',
    removeProfile: 'پروفائل حذف کریں',
  },
  status: {
    active: 'فعال',
    cancelled: 'منسوخ',
    deleted: 'حذف شدہ',
    demo: 'ڈیمو',
    guest: 'مہمان',
    registered: 'رجسٹرڈ',
    suspended: 'معطل',
    unknown: 'نامعلوم',
  },
  terms: { title: 'شرائط و ضوابط', unavailable: 'یہ صفحہ دستیاب نہیں ہے۔' },
  domain404: {
    heading: 'یہ پتہ ترتیب نہیں دیا گیا',
    sentence: 'اس ویب پتے پر کوئی کھیل نہیں ہے۔ پتہ چیک کریں اور دوبارہ کوشش کریں۔',
  },
  domain500: {
    heading: 'کھیل دستیاب نہیں ہے',
    sentence: 'اس پتے کے لیے کھیل لوڈ نہیں ہو سکا۔ براہ کرم بعد میں دوبارہ کوشش کریں۔',
  },
  unsubscribed: {
    heading: 'آپ نے رکنیت ختم کر دی ہے',
    sentence: 'اب آپ سے کوئی رقم نہیں لی جائے گی۔ آپ کسی بھی وقت دوبارہ شامل ہو سکتے ہیں۔',
  },
  // Issue 18, defect 10: the fixtures and results page.
  fixtures: {
    title: 'میچز اور نتائج',
    previous: 'پچھلا',
    next: 'اگلا',
    pager: 'راؤنڈز',
    none: 'اس راؤنڈ میں کوئی میچ نہیں۔',
    all: 'تمام میچز اور نتائج',
  },
};

export default common;
