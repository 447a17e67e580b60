// Default tenant content: the 12 term pages, the footer, prizes, languages, news and videos. English only;
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

export function footerFor(product: string): FooterContent {
  return {
    links: [
      { link: '/public/terms/terms-and-conditions', copy: 'Terms and conditions' },
      { link: '/public/terms/privacy-policy', copy: 'Privacy policy' },
      { link: '/public/terms/faq', copy: 'FAQ' },
      { link: '/public/terms/contact', copy: 'Contact' },
      { link: '/public/terms/unsubscribe', copy: 'Unsubscribe' },
    ],
    external_links: [{ link: 'https://www.begambleaware.org/', copy: 'Play responsibly' }],
    text: `<p>© ${product}. A fantasy game offered by your mobile operator.</p>`,
    hotline: { text: 'Hotline: 123 (free from your mobile), daily 8:00–20:00' },
    optin_footer: '<p>Subscription renews automatically. Send STOP to cancel.</p>',
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
      {
        slug: 'how-to-play-video',
        kind: 'video',
        title: 'How to play in 2 minutes',
        body: 'Squad, captain, chips and transfers explained.',
        url: '/videos/how-to-play.mp4',
        daysAgo: 3,
      },
      {
        slug: 'captain-tips-video',
        kind: 'video',
        title: 'Choosing your captain',
        body: 'Fixtures, form and minutes: what to look at before the deadline.',
        url: '/videos/captain-tips.mp4',
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
    {
      slug: 'how-to-play-video',
      kind: 'video',
      title: 'Fantasy cricket in 2 minutes',
      body: 'Roles, credits and captaincy explained.',
      url: '/videos/cricket-how-to-play.mp4',
      daysAgo: 2,
    },
  ];
}
