// A tenant's brand in the console (issue 22 "Tenant and brand", ADR 0052): read it with the themes
// of its sport, change it (validated against the tenant's sport, audited with before and after, a
// repeat of the same settings changes nothing and records nothing), upload or remove its logo. Every
// change tells `changed` so the tenant caches forget the old brand at once (this instance; others
// within their TTL, ADR 0052).
import {
  type BrandResponse,
  type BrandSettings,
  BrandSettingsSchema,
} from '@gameweek/contracts/admin-brand';
import type { LanguageCode } from '@gameweek/contracts/common';
import { type BrandHomeSection, BrandHomeSectionSchema } from '@gameweek/contracts/config';
import type { TenantDataChange } from '@gameweek/contracts/tenant-changes';
import type { Database } from '@gameweek/db/create-db';
import { HOME_SECTIONS, type HomeSection } from '@gameweek/themes/sections';
import { FAMILY_OF_CONTEXT, isThemeId, resolveTheme, THEMES } from '@gameweek/themes/themes';
import { AppError, notFound } from '../../errors.ts';
import type { TenantChangeNotifier } from '../../jobs/tenant-changes.ts';
import { asLanguageCode, LANGUAGE_NAMES } from '../../lib/languages.ts';
import type {
  BrandColumns,
  BrandRow,
  ConsoleBrandRepository,
} from '../../repositories/console-brand-repository.ts';
import type { AuditService } from './audit.ts';
import { checkPngLogo } from './png-logo.ts';

// The contract's list and the themes' list are one list (a compile error if either changes alone).
const _sameSections: [readonly HomeSection[], readonly BrandHomeSection[]] = [
  BrandHomeSectionSchema.options,
  HOME_SECTIONS,
];
void _sameSections;

const RTL: ReadonlySet<LanguageCode> = new Set(['ur']);

/** The URL path the app serves a tenant's logo under (the web server proxies it to the API). */
export const logoPath = (hash: string) => `/brand/logo/${hash}.png`;

function settingsOf(row: BrandRow): BrandSettings {
  const languages = row.languages.flatMap((l) => {
    const code = asLanguageCode(l.code);
    return code ? [code] : [];
  });
  const sections = BrandHomeSectionSchema.array().safeParse(row.homeSections);
  const consent: BrandSettings['consent_text'] = {};
  for (const [code, text] of Object.entries(row.consentText ?? {})) {
    const lang = asLanguageCode(code);
    if (lang) consent[lang] = text;
  }
  return {
    theme_id: row.themeId,
    product_name: row.productName,
    languages,
    default_language: asLanguageCode(row.defaultLanguage) ?? languages[0] ?? 'en',
    consent_management: row.consentManagement,
    analytics_id: row.analyticsId,
    analytics_consent_id: row.analyticsConsentId,
    consent_text: consent,
    home_sections: sections.success ? sections.data : null,
  };
}

function columnsOf(s: BrandSettings): BrandColumns {
  // Only languages on offer keep a consent text; an empty map is stored as none.
  const consent = Object.entries(s.consent_text).filter(([code]) =>
    s.languages.includes(code as LanguageCode),
  );
  return {
    themeId: s.theme_id,
    productName: s.product_name,
    languages: s.languages.map((code) => ({
      code,
      name: LANGUAGE_NAMES[code],
      ltr: !RTL.has(code),
    })),
    defaultLanguage: s.default_language,
    consentManagement: s.consent_management,
    analyticsId: s.analytics_id,
    analyticsConsentId: s.analytics_consent_id,
    consentText: consent.length > 0 ? Object.fromEntries(consent) : null,
    homeSections: s.home_sections,
  };
}

/** The same settings, whatever order the object's keys came in (a repeat changes nothing). */
const canonical = (s: BrandSettings) =>
  JSON.stringify(BrandSettingsSchema.parse(settingsOf({ ...placeholderRow, ...columnsOf(s) })));
const placeholderRow: BrandRow = {
  id: 0,
  slug: '',
  name: '',
  context: 'soccer',
  themeId: '',
  productName: null,
  languages: [],
  defaultLanguage: 'en',
  consentManagement: false,
  analyticsId: null,
  analyticsConsentId: null,
  consentText: null,
  homeSections: null,
  logoHash: null,
};

export interface BrandActor {
  staffId: number;
  tenantId: number;
}

export class BrandService {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsoleBrandRepository,
    private readonly audit: AuditService,
    private readonly clock: () => Date,
    /** Every API instance and web server forgets the old brand (ADR 0059). */
    private readonly changes: TenantChangeNotifier,
  ) {}

  private readonly changeOf = (tenantId: number): TenantDataChange => ({
    tenant_id: tenantId,
    area: 'brand',
    locale: null,
  });

  async get(tenantId: number, tx: Database = this.db): Promise<BrandResponse> {
    const row = await this.repo.brandOf(tenantId, tx);
    if (!row) throw notFound('Tenant');
    const logo = row.logoHash ? await this.repo.logoMeta(tenantId, tx) : undefined;
    const family = FAMILY_OF_CONTEXT[row.context];
    const theme = resolveTheme({ theme_id: row.themeId }, row.context);
    return {
      tenant: { id: row.id, slug: row.slug, name: row.name, context: row.context },
      settings: settingsOf(row),
      logo: logo ? { ...logo, url: logoPath(logo.hash) } : null,
      themes: Object.values(THEMES)
        .filter((t) => t.family === family)
        .map((t) => ({ id: t.id, product_name: t.productName })),
      theme_home_sections: [...theme.homeSections],
    };
  }

  async update(actor: BrandActor, settings: BrandSettings): Promise<BrandResponse> {
    const result = await this.db.transaction(async (tx) => {
      const row = await this.repo.brandOf(actor.tenantId, tx, true);
      if (!row) throw notFound('Tenant');
      const family = FAMILY_OF_CONTEXT[row.context];
      if (!isThemeId(settings.theme_id) || THEMES[settings.theme_id].family !== family) {
        throw new AppError('VALIDATION_FAILED', `Not a ${row.context} theme`, {
          details: [{ code: 'THEME_NOT_OF_SPORT', path: ['theme_id'] }],
        });
      }
      const before = settingsOf(row);
      if (canonical(before) === canonical(settings)) return { changed: false };
      await this.repo.updateBrand(actor.tenantId, columnsOf(settings), tx);
      const after = settingsOf({ ...row, ...columnsOf(settings) });
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'brand.update',
        targetType: 'tenant',
        targetId: String(actor.tenantId),
        before,
        after,
        reason: null,
      });
      await this.changes.notify(tx, this.changeOf(actor.tenantId));
      return { changed: true };
    });
    if (result.changed) this.changes.committed(this.changeOf(actor.tenantId));
    return this.get(actor.tenantId);
  }

  async setLogo(actor: BrandActor, pngBase64: string): Promise<BrandResponse> {
    const logo = checkPngLogo(pngBase64);
    const changed = await this.db.transaction(async (tx) => {
      const row = await this.repo.brandOf(actor.tenantId, tx, true);
      if (!row) throw notFound('Tenant');
      if (row.logoHash === logo.hash) return false;
      await this.repo.setLogo(
        actor.tenantId,
        {
          hash: logo.hash,
          pngBase64: logo.png.toString('base64'),
          width: logo.width,
          height: logo.height,
          at: this.clock(),
        },
        tx,
      );
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'brand.logo',
        targetType: 'tenant',
        targetId: String(actor.tenantId),
        before: { logo: row.logoHash },
        after: { logo: logo.hash, width: logo.width, height: logo.height, bytes: logo.png.length },
        reason: null,
      });
      await this.changes.notify(tx, this.changeOf(actor.tenantId));
      return true;
    });
    if (changed) this.changes.committed(this.changeOf(actor.tenantId));
    return this.get(actor.tenantId);
  }

  async removeLogo(actor: BrandActor): Promise<BrandResponse> {
    const changed = await this.db.transaction(async (tx) => {
      const row = await this.repo.brandOf(actor.tenantId, tx, true);
      if (!row) throw notFound('Tenant');
      if (!row.logoHash) return false;
      await this.repo.removeLogo(actor.tenantId, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'brand.logo',
        targetType: 'tenant',
        targetId: String(actor.tenantId),
        before: { logo: row.logoHash },
        after: { logo: null },
        reason: null,
      });
      await this.changes.notify(tx, this.changeOf(actor.tenantId));
      return true;
    });
    if (changed) this.changes.committed(this.changeOf(actor.tenantId));
    return this.get(actor.tenantId);
  }

  /** The tenant's current logo as PNG bytes, when `hash` names it (the public logo URL). */
  async logoPng(tenantId: number, hash: string): Promise<Buffer | undefined> {
    const png = await this.repo.logoPng(tenantId, hash);
    return png === undefined ? undefined : Buffer.from(png, 'base64');
  }
}
