import type { Translation } from '../../types.ts';
import type en from '../en/common.ts';

const common: Translation<typeof en> = {
  app: { loading: 'Yuklanmoqda…', skipToContent: 'Asosiy qismga o‘tish' },
  nav: {
    home: 'Bosh sahifa',
    leaderboard: 'Reyting',
    statistics: 'Statistika',
    main: 'Asosiy navigatsiya',
  },
  header: {
    back: 'Orqaga',
    menu: 'Menyu',
    closeMenu: 'Menyuni yopish',
    language: 'Til',
    points: '{{points}} ochko',
  },
  menu: {
    myTeam: 'Mening jamoam',
    howToPlay: 'Qanday o‘ynash kerak',
    prizes: 'Sovrinlar',
    account: 'Hisob',
    login: 'Kirish',
    register: 'Ro‘yxatdan o‘tish',
    logout: 'Chiqish',
    terms: 'Foydalanish shartlari',
  },
  hero: { create: 'Jamoangizni tuzing', edit: 'Jamoangizni tahrirlang' },
  discover: {
    heading: 'Kashf eting',
    howToPlay: 'O‘ynashni o‘rganing',
    howToEarn: 'Ochkolarni qanday yig‘ish mumkin',
    winBig: 'Katta yutuq',
  },
  error: {
    heading: 'Nimadir noto‘g‘ri ketdi',
    sentence: 'Bu sahifani ko‘rsatib bo‘lmadi. Orqaga qayting va qayta urinib ko‘ring.',
    back: 'Orqaga',
  },
  notFound: {
    heading: 'Sahifa topilmadi',
    sentence: 'Siz qidirayotgan sahifa mavjud emas.',
    home: 'Bosh sahifaga o‘tish',
  },
  offline: {
    notice: 'Siz oflayndasiz. Bu sahifaning saqlangan nusxasi.',
    shellHeading: 'Bu sahifa hali bu telefonda saqlanmagan',
    shellSentence:
      "Internetga ulaning va qayta urinib ko'ring. Avval ochilgan sahifalar oflayn ham ochiladi.",
    retry: 'Qayta urinish',
  },
  consent: {
    text: 'O‘yinni yaxshilash uchun tahliliy cookie fayllardan foydalanmoqchimiz.',
    accept: 'Qabul qilish',
    reject: 'Rad etish',
  },
  footer: { hotline: 'Ishonch telefoni', legal: 'Huquqiy ma’lumot' },
  landing: {
    title: 'Orzuingizdagi jamoani tuzing',
    sentence:
      'Har turda futbolchilarni tanlang, haqiqiy o‘yinlardan ochko to‘plang va reytingda ko‘tariling.',
    play: 'Hozir o‘ynash',
    login: 'Kirish',
    demo: 'Demoni sinab ko‘rish',
  },
  round: {
    next: 'Keyingi tur: {{name}}',
    current: 'Joriy tur: {{name}}',
    deadline: 'Muddat: {{date}}',
    none: 'Yaqinlashayotgan tur yo‘q.',
    deadlinePassed: 'Bu tur uchun muddat o‘tib ketdi.',
    status: {
      NOT_STARTED: 'Boshlanmagan',
      OPEN: 'Ochiq',
      LOCKED: 'Yopilgan',
      LIVE: 'Jonli',
      FINISHED: 'Tugagan',
    },
  },
  home: {
    title: 'Bosh sahifa',
    welcome: 'Xush kelibsiz, {{name}}',
    welcomeNoName: 'Xush kelibsiz',
    promptCreate: 'Sizda hali jamoa yo‘q. Muddatgacha futbolchilaringizni tanlang.',
    promptEdit: 'Jamoangiz tayyor. Muddatgacha hali o‘zgartirishingiz mumkin.',
  },
  guest: {
    title: '{{product}} ga xush kelibsiz',
    sentence: 'Qo‘shiling, jamoa tuzing va boshqa o‘yinchilar bilan bellashing.',
    join: 'Hozir qo‘shilish',
  },
  games: {
    heading: 'Sizning ligalaringiz',
    empty: 'Siz hali hech qaysi ligada emassiz.',
    members: 'A’zolar',
  },
  myTeam: {
    title: 'Mening jamoam',
    bank: 'Bank',
    value: 'Tarkib qiymati',
    freeTransfers: 'Bepul transferlar',
    empty: 'Siz hali futbolchi tanlamadingiz.',
    captain: 'Sardor',
    viceCaptain: 'Sardor o‘rinbosari',
    player: 'O‘yinchi',
    team: 'Jamoa',
    position: 'Pozitsiya',
    price: 'Narx',
  },
  leaderboard: { title: 'Reyting', sentence: 'Jadvalini ko‘rish uchun ligani tanlang.' },
  statistics: { title: 'Statistika', season: 'Mavsum', competition: 'Musobaqa', rounds: 'Turlar' },
  howToPlay: {
    title: 'Qanday o‘ynash kerak',
    intro: 'Byudjet doirasida tarkib tuzing, sardor tanlang va haqiqiy o‘yinlardan ochko to‘plang.',
    earnPoints: 'Ochkolarni qanday yig‘ish mumkin',
    action: 'Harakat',
    points: 'Ochko',
  },
  prizes: { title: 'Sovrinlar' },
  account: {
    title: 'Hisob',
    name: 'Ism',
    status: 'Holat',
    language: 'Til',
    manage: 'Hisobni boshqarish',
    changePassword: 'Parolni o‘zgartirish',
    removeProfile: 'Profilni o‘chirish',
  },
  status: {
    active: 'Faol',
    cancelled: 'Bekor qilingan',
    deleted: 'O‘chirilgan',
    demo: 'Demo',
    guest: 'Mehmon',
    registered: 'Ro‘yxatdan o‘tgan',
    suspended: 'To‘xtatilgan',
    unknown: 'Noma’lum',
  },
  terms: { title: 'Foydalanish shartlari', unavailable: 'Bu sahifa mavjud emas.' },
  domain404: {
    heading: 'Bu manzil sozlanmagan',
    sentence: 'Bu veb-manzilda o‘yin yo‘q. Manzilni tekshirib, qayta urinib ko‘ring.',
  },
  domain500: {
    heading: 'O‘yin mavjud emas',
    sentence: 'Bu manzil uchun o‘yinni yuklab bo‘lmadi. Keyinroq qayta urinib ko‘ring.',
  },
  unsubscribed: {
    heading: 'Siz obunani bekor qildingiz',
    sentence: 'Endi sizdan to‘lov olinmaydi. Istalgan vaqtda qayta qo‘shilishingiz mumkin.',
  },
  // Issue 18, defect 10: the fixtures and results page.
  fixtures: {
    title: 'O‘yinlar va natijalar',
    previous: 'Oldingi',
    next: 'Keyingi',
    pager: 'Turlar',
    none: 'Bu turda o‘yinlar yo‘q.',
    all: 'Barcha o‘yinlar va natijalar',
  },
};

export default common;
