// Default tenant content: the 12 term pages, the footer, prizes, languages and news (no videos:
// ADR 0030). The footer is in every language (it is on every page); the rest is English only, and
// the API falls back to the tenant's default locale when a page has no row in the requested one.
import type { FooterContent, TenantLanguage, TenantPrize } from '../schema.ts';

export const LANGUAGES: TenantLanguage[] = [
  { code: 'en', name: 'English', ltr: true },
  { code: 'bn', name: 'বাংলা', ltr: true },
  { code: 'de', name: 'Deutsch', ltr: true },
  { code: 'hy', name: 'Հայերեն', ltr: true },
  { code: 'id', name: 'Bahasa Indonesia', ltr: true },
  { code: 'my', name: 'မြန်မာ', ltr: true },
  { code: 'ru', name: 'Русский', ltr: true },
  { code: 'ur', name: 'اردو', ltr: false },
  { code: 'uz', name: 'Oʻzbekcha', ltr: true },
];

export function prizesFor(sport: 'soccer' | 'cricket'): TenantPrize[] {
  const game = sport === 'soccer' ? 'gameweek' : 'match day';
  return [
    {
      title: 'Season champion',
      description:
        'The manager with the most points at the end of the season wins a new smartphone.',
    },
    {
      title: `Best ${game}`,
      description: `The top scorer of every ${game} wins 10 GB of mobile data, added to their line within 7 days.`,
    },
    {
      title: 'League winners',
      description:
        'Every private league with at least 10 members crowns a winner, who gets a month of free subscription.',
    },
  ];
}

interface TermPage {
  title: string;
  body: string;
}

/** Real, short terms text for a white-label operator service. `{product}` is replaced by the tenant name. */
export const TERM_PAGES: Record<string, TermPage> = {
  account: {
    title: 'Your account',
    body: '<p>Your account is linked to your mobile number or e-mail address. You can change your name, language and password at any time under <em>Manage account</em>. Deleting your profile removes your teams and league memberships permanently; points already earned cannot be restored.</p>',
  },
  contact: {
    title: 'Contact us',
    body: "<p>Questions about the game, your subscription or a charge? Call the hotline shown at the bottom of every page (free from your mobile) or write to support through the operator's customer care. We answer within two working days.</p>",
  },
  'contract-information': {
    title: 'Contract information',
    body: "<p>{product} is a subscription service provided through your mobile operator. The price per period, the billing period and the operator's details are shown on the subscription page before you confirm. The contract renews automatically until you unsubscribe.</p>",
  },
  faq: {
    title: 'Frequently asked questions',
    body: '<h3>How do I pick a team?</h3><p>Choose players within the budget, with at most the allowed number from one club, and save before the deadline.</p><h3>When are points added?</h3><p>Points update live during matches and become final when the last match of the round ends.</p><h3>Can I change my team after the deadline?</h3><p>No. Changes made after the deadline apply to the next round.</p>',
  },
  'legal-notice': {
    title: 'Legal notice',
    body: '<p>{product} is operated on behalf of your mobile operator. Player and match data are used under their respective licences. This game is a game of skill; no purchase is needed to win prizes where local law requires a free entry route.</p>',
  },
  optin: {
    title: 'Subscribe',
    body: '<p>By confirming you subscribe to {product}. The subscription price is charged to your mobile bill or prepaid balance each period until you unsubscribe. You must be 18 or older or have permission from the bill payer.</p>',
  },
  'privacy-policy': {
    title: 'Privacy policy',
    body: '<p>We process your mobile number, e-mail address, name, language and game activity to run the game, bill your subscription and award prizes. We keep them while your account exists and for the legal retention period afterwards. You may request access, correction or deletion at any time through the contact page. Analytics run only with your consent where consent is required.</p>',
  },
  'right-to-rescind': {
    title: 'Right of withdrawal',
    body: '<p>You may withdraw from the subscription within 14 days without giving a reason. Because the service starts immediately at your request, you pay for the days already used. To withdraw, unsubscribe or contact us.</p>',
  },
  'subscription-management': {
    title: 'Manage your subscription',
    body: '<p>See your subscription status, next billing date and price under <em>Account</em>. You can unsubscribe there at any time, or by sending STOP to the short code shown on the subscription page.</p>',
  },
  'terms-and-conditions': {
    title: 'Terms and conditions',
    body: "<p>These terms govern your use of {product}. You must keep your login details private. One account per person; teams created automatically or by multiple accounts may be removed. Scores follow the published rules; the final score of a round is the one shown after the round is finalised. We may change these terms with 30 days' notice.</p>",
  },
  'terms-of-use': {
    title: 'Terms of use',
    body: "<p>Use the service only for personal, non-commercial play. Do not try to disrupt the service, read other users' data or automate requests. League names and team names must not be offensive; we may rename or remove them.</p>",
  },
  unsubscribe: {
    title: 'Unsubscribe',
    body: '<p>You can stop your subscription at any time. You keep access until the end of the period you paid for; your teams and points are kept so you can come back later.</p>',
  },
};

/** Text shown under a page, per page kind (the terms response's page_footer). */
export const PAGE_FOOTERS: Record<string, string> = {
  account: '<p>Changes to your account take effect immediately.</p>',
  optin: '<p>Price shown incl. VAT. Data charges may apply. Send STOP to unsubscribe.</p>',
  unsubscribe: '<p>Re-subscribe any time from the home page.</p>',
  'terms-and-conditions': '<p>Last updated 1 August 2023.</p>',
};

/** The footer's words in one language; `{product}` is the tenant's name. */
interface FooterWords {
  terms: string;
  privacy: string;
  faq: string;
  contact: string;
  unsubscribe: string;
  responsible: string;
  text: string;
  hotline: string;
  optin: string;
}

/**
 * The demo footer in every language the tenants offer: the API serves the footer row of the
 * requested language, so a language without its own row would show the English one.
 */
type FooterLocale = 'en' | 'bn' | 'de' | 'hy' | 'id' | 'my' | 'ru' | 'ur' | 'uz';

export const FOOTER_WORDS: Readonly<Record<FooterLocale, FooterWords>> = {
  en: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    faq: 'FAQ',
    contact: 'Contact',
    unsubscribe: 'Unsubscribe',
    responsible: 'Play responsibly',
    text: '© {product}. A fantasy game offered by your mobile operator.',
    hotline: 'Hotline: 123 (free from your mobile), daily 8:00–20:00',
    optin: 'Subscription renews automatically. Send STOP to cancel.',
  },
  bn: {
    terms: 'শর্তাবলী',
    privacy: 'গোপনীয়তা নীতি',
    faq: 'প্রশ্নোত্তর',
    contact: 'যোগাযোগ',
    unsubscribe: 'সদস্যতা বাতিল',
    responsible: 'দায়িত্বের সাথে খেলুন',
    text: '© {product}। আপনার মোবাইল অপারেটরের দেওয়া একটি ফ্যান্টাসি খেলা।',
    hotline: 'হটলাইন: ১২৩ (আপনার মোবাইল থেকে বিনামূল্যে), প্রতিদিন ৮:০০–২০:০০',
    optin: 'সদস্যতা স্বয়ংক্রিয়ভাবে নবায়ন হয়। বাতিল করতে STOP পাঠান।',
  },
  de: {
    terms: 'Teilnahmebedingungen',
    privacy: 'Datenschutz',
    faq: 'Häufige Fragen',
    contact: 'Kontakt',
    unsubscribe: 'Abo beenden',
    responsible: 'Verantwortungsvoll spielen',
    text: '© {product}. Ein Fantasy-Spiel deines Mobilfunkanbieters.',
    hotline: 'Hotline: 123 (kostenlos aus dem Mobilfunknetz), täglich 8:00–20:00',
    optin: 'Das Abo verlängert sich automatisch. Sende STOP zum Kündigen.',
  },
  hy: {
    terms: 'Պայմաններ',
    privacy: 'Գաղտնիության քաղաքականություն',
    faq: 'Հաճախ տրվող հարցեր',
    contact: 'Կապ',
    unsubscribe: 'Չեղարկել բաժանորդագրությունը',
    responsible: 'Խաղացեք պատասխանատվությամբ',
    text: '© {product}։ Ֆանտազի խաղ՝ ձեր բջջային օպերատորից։',
    hotline: 'Թեժ գիծ՝ 123 (անվճար ձեր բջջայինից), ամեն օր 8:00–20:00',
    optin: 'Բաժանորդագրությունը երկարաձգվում է ինքնաշխատ։ Չեղարկելու համար ուղարկեք STOP։',
  },
  id: {
    terms: 'Syarat dan ketentuan',
    privacy: 'Kebijakan privasi',
    faq: 'Tanya jawab',
    contact: 'Kontak',
    unsubscribe: 'Berhenti berlangganan',
    responsible: 'Bermain secara bertanggung jawab',
    text: '© {product}. Permainan fantasi dari operator seluler Anda.',
    hotline: 'Layanan: 123 (gratis dari ponsel Anda), setiap hari 8:00–20:00',
    optin: 'Langganan diperpanjang otomatis. Kirim STOP untuk berhenti.',
  },
  my: {
    terms: 'စည်းကမ်းချက်များ',
    privacy: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
    faq: 'မေးလေ့ရှိသော မေးခွန်းများ',
    contact: 'ဆက်သွယ်ရန်',
    unsubscribe: 'စာရင်းသွင်းမှု ရပ်ရန်',
    responsible: 'တာဝန်ယူမှုရှိစွာ ကစားပါ',
    text: '© {product}။ သင့်မိုဘိုင်းအော်ပရေတာမှ ပေးသော ဖန်တာစီဂိမ်း။',
    hotline: 'ဖုန်းလိုင်း: 123 (သင့်မိုဘိုင်းမှ အခမဲ့), နေ့စဉ် 8:00–20:00',
    optin: 'စာရင်းသွင်းမှုကို အလိုအလျောက် သက်တမ်းတိုးသည်။ ရပ်ရန် STOP ပို့ပါ။',
  },
  ru: {
    terms: 'Условия участия',
    privacy: 'Политика конфиденциальности',
    faq: 'Вопросы и ответы',
    contact: 'Контакты',
    unsubscribe: 'Отменить подписку',
    responsible: 'Играйте ответственно',
    text: '© {product}. Фэнтези-игра от вашего мобильного оператора.',
    hotline: 'Горячая линия: 123 (бесплатно с мобильного), ежедневно 8:00–20:00',
    optin: 'Подписка продлевается автоматически. Отправьте STOP для отмены.',
  },
  ur: {
    terms: 'شرائط و ضوابط',
    privacy: 'رازداری کی پالیسی',
    faq: 'عام سوالات',
    contact: 'رابطہ',
    unsubscribe: 'سبسکرپشن ختم کریں',
    responsible: 'ذمہ داری سے کھیلیں',
    text: '© {product}۔ آپ کے موبائل آپریٹر کی طرف سے پیش کردہ فینٹسی گیم۔',
    hotline: 'ہیلپ لائن: 123 (آپ کے موبائل سے مفت)، روزانہ 8:00–20:00',
    optin: 'سبسکرپشن خود بخود تجدید ہوتی ہے۔ منسوخ کرنے کے لیے STOP بھیجیں۔',
  },
  uz: {
    terms: 'Foydalanish shartlari',
    privacy: 'Maxfiylik siyosati',
    faq: 'Savol-javoblar',
    contact: 'Aloqa',
    unsubscribe: 'Obunani bekor qilish',
    responsible: 'Masʼuliyat bilan oʻynang',
    text: '© {product}. Mobil operatoringiz taklif qiladigan fantasy oʻyin.',
    hotline: 'Ishonch telefoni: 123 (mobil telefondan bepul), har kuni 8:00–20:00',
    optin: 'Obuna avtomatik uzaytiriladi. Bekor qilish uchun STOP yuboring.',
  },
};

export function footerFor(product: string, locale = 'en'): FooterContent {
  const w = FOOTER_WORDS[locale as FooterLocale] ?? FOOTER_WORDS.en;
  return {
    links: [
      { link: '/public/terms/terms-and-conditions', copy: w.terms },
      { link: '/public/terms/privacy-policy', copy: w.privacy },
      { link: '/public/terms/faq', copy: w.faq },
      { link: '/public/terms/contact', copy: w.contact },
      { link: '/public/terms/unsubscribe', copy: w.unsubscribe },
    ],
    external_links: [{ link: 'https://www.begambleaware.org/', copy: w.responsible }],
    text: `<p>${w.text.replace('{product}', product)}</p>`,
    hotline: { text: w.hotline },
    optin_footer: `<p>${w.optin}</p>`,
  };
}

export interface SeedContentItem {
  slug: string;
  kind: 'news' | 'video';
  title: string;
  body: string;
  url?: string;
  daysAgo: number;
}

/**
 * The video items earlier seeds gave the demo tenants. Their files (/videos/*.mp4) never existed,
 * so every link was a 404; the demo has no videos (ADR 0030) and seeding removes these rows from
 * a database made before.
 */
export const WITHDRAWN_DEMO_VIDEOS: readonly string[] = ['how-to-play-video', 'captain-tips-video'];

export function contentFor(sport: 'soccer' | 'cricket'): SeedContentItem[] {
  if (sport === 'soccer') {
    return [
      {
        slug: 'welcome',
        kind: 'news',
        title: 'The new season is here',
        body: 'Build your squad of 15 within the 100.0m budget, pick a captain and beat your friends in a private league.',
        daysAgo: 3,
      },
      {
        slug: 'deadline-reminder',
        kind: 'news',
        title: 'Deadlines are 90 minutes before the first kick-off',
        body: 'Transfers and captain changes after the deadline count for the next gameweek.',
        daysAgo: 2,
      },
      {
        slug: 'prizes-announced',
        kind: 'news',
        title: 'Win a smartphone every season',
        body: "Top the overall leaderboard to win. Every gameweek's best manager gets 10 GB of data.",
        daysAgo: 1,
      },
    ];
  }
  return [
    {
      slug: 'welcome',
      kind: 'news',
      title: 'Fantasy cricket is live',
      body: 'Pick 11 players within 100 credits, at most 7 from one team, and choose a captain (2×) and vice-captain (1.5×).',
      daysAgo: 3,
    },
    {
      slug: 'match-day-scoring',
      kind: 'news',
      title: 'Points for every run, wicket and catch',
      body: 'Bowlers earn points for dot balls and maidens; batters for boundaries and strike rate.',
      daysAgo: 1,
    },
  ];
}
