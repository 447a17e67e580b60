import type { LanguageCode } from '@gameweek/contracts/common';
import {
  BrandHomeSectionSchema,
  type CompetitionFormat,
  CompetitionFormatSchema,
  type ConfigResponse,
  defaultGameMoney,
  GameMoneySchema,
  type RoundRef,
} from '@gameweek/contracts/config';
import type { TenantLanguage } from '@gameweek/db/schema';
import { resolveTheme } from '@gameweek/themes/themes';
import { asLanguageCode, LANGUAGE_NAMES } from '../lib/languages.ts';
import type { SquadRepository } from '../repositories/squad-repository.ts';
import type { RoundRow } from '../repositories/tenant-repository.ts';
import type { SessionUser } from '../repositories/user-repository.ts';
import { logoPath } from './console/brand.ts';
import { prizesFor, prizeView, readingOrder } from './player-content-service.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';

export function roundRef(round: RoundRow | null | undefined): RoundRef | null {
  if (!round) return null;
  return {
    id: round.id,
    number: round.number,
    name: round.name,
    status: round.status,
    deadline: round.deadlineAt.toISOString(),
  };
}

export function languagesOf(
  languages: TenantLanguage[],
): { code: LanguageCode; name: string; ltr: boolean }[] {
  const list: { code: LanguageCode; name: string; ltr: boolean }[] = [];
  for (const l of languages) {
    const code = asLanguageCode(l.code);
    if (code) list.push({ code, name: LANGUAGE_NAMES[code], ltr: l.ltr });
  }
  return list;
}

/** The language to use: the user's if the tenant offers it, else the tenant's default, else en. */
export function selectedLanguage(ctx: TenantContext, preferred?: string | null): LanguageCode {
  const offered = new Set(ctx.tenant.languages.map((l) => l.code));
  if (preferred && offered.has(preferred)) {
    const code = asLanguageCode(preferred);
    if (code) return code;
  }
  return asLanguageCode(ctx.tenant.defaultLanguage) ?? 'en';
}

/** What the operator set in the console's brand screen, as the app reads it (ADR 0052). */
export function brandOf({ tenant }: TenantContext): ConfigResponse['brand'] {
  const sections = BrandHomeSectionSchema.array().safeParse(tenant.homeSections);
  const consent: ConfigResponse['brand']['consent_text'] = {};
  for (const [code, text] of Object.entries(tenant.consentText ?? {})) {
    const lang = asLanguageCode(code);
    if (lang) consent[lang] = text;
  }
  return {
    product_name:
      tenant.productName ?? resolveTheme({ theme_id: tenant.themeId }, tenant.context).productName,
    logo_url: tenant.logoHash ? logoPath(tenant.logoHash) : null,
    home_sections: sections.success ? sections.data : null,
    consent_text: consent,
  };
}

export class ConfigService {
  constructor(
    private readonly tenants: TenantService,
    private readonly squads: SquadRepository,
  ) {}

  /** `knownHasTeam`: read with the session (GET /v1/config's hook); else asked here. */
  async config(
    ctx: TenantContext,
    user: SessionUser | null,
    knownHasTeam: boolean | null = null,
  ): Promise<ConfigResponse> {
    const { tenant, season } = ctx;
    const rounds = season
      ? await this.tenants.roundsOf(season.seasonId)
      : { current: null, next: null };
    const hasTeam =
      user && season
        ? (knownHasTeam ?? (await this.squads.hasSquad(user.userId, season.seasonId)))
        : false;
    const format: CompetitionFormat =
      CompetitionFormatSchema.safeParse(season?.format).data ?? 'classic';
    return {
      context: tenant.context,
      theme: { theme_id: tenant.themeId, custom: !tenant.themeId.startsWith('whiteLabel') },
      favicon_id: tenant.themeId,
      brand: brandOf(ctx),
      competition: {
        id: season?.competitionId ?? 0,
        name: season?.competitionName ?? '',
        format,
        season: {
          id: season?.seasonId ?? 0,
          name: season?.seasonName ?? '',
          rounds: { current: roundRef(rounds.current), next: roundRef(rounds.next) },
        },
      },
      user: user
        ? {
            id: user.userId,
            name: user.name,
            is_new: !hasTeam,
            status: user.status,
            has_team: hasTeam,
          }
        : null,
      is_new_user: user ? !hasTeam : false,
      service: {
        id: tenant.id,
        service_id: tenant.serviceId,
        name: tenant.name,
        config: {
          // In the config's language, else the default language's (ADR 0056).
          prizes:
            prizesFor(
              ctx,
              readingOrder(ctx, selectedLanguage(ctx, user?.language), undefined),
            )?.prizes.map(prizeView) ?? null,
          consent_management: tenant.consentManagement,
          languages: {
            list: languagesOf(tenant.languages),
            selected: selectedLanguage(ctx, user?.language),
          },
          analytics_id: tenant.consentManagement ? tenant.analyticsConsentId : tenant.analyticsId,
          free_sign_up: tenant.freeSignUp,
          money: GameMoneySchema.safeParse(tenant.money).data ?? defaultGameMoney(tenant.context),
        },
      },
    };
  }
}
