// The two default tenants (white-label soccer on localhost/127.0.0.1, white-label cricket on
// cricket.localhost) with their terms pages, footer, prizes, languages and news. Upserts on natural
// keys (slug, domain, page, content slug), so seeding again changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../create-db.ts';
import { excluded } from '../import/upsert.ts';
import {
  contentItems,
  footers,
  type TenantMoney,
  tenantDomains,
  tenants,
  termsPages,
} from '../schema.ts';
import {
  contentFor,
  footerFor,
  LANGUAGES,
  PAGE_FOOTERS,
  prizesFor,
  TERM_PAGES,
  WITHDRAWN_DEMO_VIDEOS,
} from './content.ts';

export interface DefaultTenant {
  slug: string;
  name: string;
  serviceId: string;
  themeId: string;
  context: 'soccer' | 'cricket';
  domains: string[];
  /** /free-sign-up offered (registration without carrier billing). */
  freeSignUp: boolean;
  /** How prices are written: £7.5m for soccer, credits for cricket. */
  money: TenantMoney;
  /** The host its web app is opened on; with the web port it makes the tenant's public URL. */
  webHost: string;
}

/** `npm start`'s web app: http://localhost:3000 and http://cricket.localhost:3000. */
export const demoWebUrl =
  (template = 'http://{host}:3000') =>
  (host: string) =>
    template.replaceAll('{host}', host);

export const DEFAULT_TENANTS: readonly DefaultTenant[] = [
  {
    slug: 'white-label-soccer',
    name: 'Gameweek Fantasy Football',
    serviceId: 'gw-soccer',
    themeId: 'whiteLabelF5',
    context: 'soccer',
    domains: ['localhost', '127.0.0.1'],
    freeSignUp: true,
    money: { kind: 'currency', currency: 'GBP', unit: 'million' },
    webHost: 'localhost',
  },
  {
    slug: 'white-label-cricket',
    name: 'Gameweek Fantasy Cricket',
    serviceId: 'gw-cricket',
    themeId: 'whiteLabelF6',
    context: 'cricket',
    domains: ['cricket.localhost'],
    freeSignUp: false,
    money: { kind: 'credits' },
    webHost: 'cricket.localhost',
  },
];

/**
 * Seeds the default tenants; returns tenant ids by slug. `webUrl` gives each tenant's public web URL
 * from its host (e-mailed links point there).
 */
export async function seedDefaultTenants(
  db: Database,
  now: Date = new Date(),
  webUrl: (host: string) => string = demoWebUrl(),
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await db.transaction(async (tx) => {
    for (const t of DEFAULT_TENANTS) {
      const [row] = await tx
        .insert(tenants)
        .values({
          slug: t.slug,
          name: t.name,
          serviceId: t.serviceId,
          themeId: t.themeId,
          context: t.context,
          languages: LANGUAGES,
          defaultLanguage: 'en',
          prizes: { en: prizesFor(t.context) },
          // No analytics for the default tenants: nothing third-party loads unless an operator
          // configures its own container ids (spec: nothing loads when a tenant has none).
          consentManagement: false,
          freeSignUp: t.freeSignUp,
          money: t.money,
          publicWebUrl: webUrl(t.webHost),
          analyticsId: null,
          analyticsConsentId: null,
        })
        .onConflictDoUpdate({
          target: tenants.slug,
          set: excluded([
            'name',
            'serviceId',
            'themeId',
            'context',
            'languages',
            'prizes',
            'consentManagement',
            'freeSignUp',
            'money',
            'publicWebUrl',
            'analyticsId',
            'analyticsConsentId',
          ]),
        })
        .returning({ id: tenants.id });
      const tenantId = row!.id;
      ids.set(t.slug, tenantId);
      await tx
        .insert(tenantDomains)
        .values(t.domains.map((domain) => ({ domain, tenantId })))
        .onConflictDoUpdate({ target: tenantDomains.domain, set: excluded(['tenantId']) });

      await tx
        .insert(termsPages)
        .values(
          Object.entries(TERM_PAGES).map(([page, content]) => ({
            tenantId,
            locale: 'en',
            page,
            title: content.title,
            body: content.body.replaceAll('{product}', t.name),
            footer: PAGE_FOOTERS[page] ?? '',
          })),
        )
        .onConflictDoUpdate({
          target: [termsPages.tenantId, termsPages.locale, termsPages.page],
          set: excluded(['title', 'body', 'footer']),
        });
      await tx
        .insert(footers)
        .values(
          LANGUAGES.map((l) => ({ tenantId, locale: l.code, content: footerFor(t.name, l.code) })),
        )
        .onConflictDoUpdate({
          target: [footers.tenantId, footers.locale],
          set: excluded(['content']),
        });

      // publishedAt is set on insert only: a re-seed must not make old news look new.
      await tx
        .insert(contentItems)
        .values(
          contentFor(t.context).map((c) => ({
            tenantId,
            locale: 'en',
            kind: c.kind,
            slug: c.slug,
            title: c.title,
            body: c.body,
            url: c.url ?? null,
            publishedAt: new Date(now.getTime() - c.daysAgo * 86_400_000),
          })),
        )
        .onConflictDoUpdate({
          target: [contentItems.tenantId, contentItems.slug, contentItems.locale],
          set: excluded(['title', 'body', 'url']),
        });
      await tx
        .delete(contentItems)
        .where(
          and(
            eq(contentItems.tenantId, tenantId),
            eq(contentItems.kind, 'video'),
            inArray(contentItems.slug, [...WITHDRAWN_DEMO_VIDEOS]),
          ),
        );
    }
  });
  return ids;
}

export async function tenantIdBySlug(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`tenant ${slug} is not seeded`);
  return row.id;
}
