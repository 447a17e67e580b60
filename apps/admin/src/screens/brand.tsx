// Tenant and brand (issue 22, ADR 0052): the owner of this host's service (or a super-admin, for
// any service) sets the theme — with each theme's colours as swatches —, the product name, the
// logo, the languages on offer and the default one, analytics and the consent text per language,
// and the home sections' order. Players see a change on their next page.

import type { StaffMeResponse } from '@gameweek/contracts/admin';
import { TenantListResponseSchema } from '@gameweek/contracts/admin';
import {
  type BrandResponse,
  BrandResponseSchema,
  type BrandSettings,
  LOGO_MAX_BYTES,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
} from '@gameweek/contracts/admin-brand';
import { type LanguageCode, LanguageCodeSchema } from '@gameweek/contracts/common';
import type { BrandHomeSection } from '@gameweek/contracts/config';
import { LANGUAGES } from '@gameweek/i18n/languages';
import { isThemeId, THEMES } from '@gameweek/themes/themes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { ErrorBox, Field, Notice, PageTitle } from '../components/ui.tsx';
import { type ConsoleApiError, call } from '../lib/api.ts';
import { may } from '../lib/session.ts';

/** The sections the app's home always opens with, whatever the order (see `move`). */
const FIXED_SECTIONS: readonly BrandHomeSection[] = ['gameweek', 'prompt', 'liveMatches'];

const BRAND_CODES = ['THEME_NOT_OF_SPORT', 'LOGO_NOT_PNG', 'LOGO_TOO_LARGE', 'LOGO_DIMENSIONS'];

/** This screen's own words for its refusals, else the console's. */
function BrandError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = (error as ConsoleApiError | null)?.detailCode;
  if (error && code && BRAND_CODES.includes(code)) {
    return (
      <p className="error-box" role="alert">
        {t(`brand.errors.${code as 'LOGO_NOT_PNG'}`, {
          max: Math.round(LOGO_MAX_BYTES / 1024),
          width: LOGO_MAX_WIDTH,
          height: LOGO_MAX_HEIGHT,
        })}
      </p>
    );
  }
  return <ErrorBox error={error} />;
}

function Card(props: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.hint && <p className="hint">{props.hint}</p>}
      {props.children}
    </section>
  );
}

/** Reads a chosen file as base64 (what PUT /brand/logo takes). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function Brand() {
  const { t } = useTranslation();
  const me = useOutletContext<StaffMeResponse>();
  const superAdmin = may(me, 'tenants');
  // '' is this host's service; a super-admin may pick another by id.
  const [tenantId, setTenantId] = useState('');
  const tenants = useQuery({
    queryKey: ['tenants'],
    queryFn: () => call(TenantListResponseSchema, '/tenants'),
    enabled: superAdmin,
  });
  const path = tenantId ? `/tenants/${tenantId}/brand` : '/brand';
  const brand = useQuery({
    queryKey: ['brand', tenantId],
    queryFn: () => call(BrandResponseSchema, path),
  });
  return (
    <>
      <PageTitle>{t('brand.title')}</PageTitle>
      <p className="lead">{t('brand.intro')}</p>
      {superAdmin && tenants.data && (
        <div className="card">
          <Field label={t('brand.tenant')}>
            {({ id }) => (
              <select id={id} value={tenantId} onChange={(e) => setTenantId(e.currentTarget.value)}>
                <option value="">{t('brand.thisTenant')}</option>
                {tenants.data.tenants.map((tn) => (
                  <option key={tn.id} value={String(tn.id)}>
                    {tn.name} ({tn.domains[0] ?? tn.slug})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      <ErrorBox error={brand.error} />
      {brand.data && <BrandForm key={tenantId} brand={brand.data} path={path} />}
    </>
  );
}

function BrandForm({ brand, path }: { brand: BrandResponse; path: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [s, setS] = useState<BrandSettings>(brand.settings);
  const set = <K extends keyof BrandSettings>(key: K, value: BrandSettings[K]) =>
    setS((prev) => ({ ...prev, [key]: value }));
  const onHost = path === '/brand';
  const refresh = () => queryClient.invalidateQueries();
  const save = useMutation({
    mutationFn: () => call(BrandResponseSchema, path, { method: 'PUT', body: s }),
    onSuccess: (saved) => {
      setS(saved.settings);
      void refresh();
    },
  });
  const logo = useMutation({
    mutationFn: async (file: File | null) =>
      file
        ? call(BrandResponseSchema, '/brand/logo', {
            method: 'PUT',
            body: { png_base64: await readBase64(file) },
          })
        : call(BrandResponseSchema, '/brand/logo', { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const chosenTheme = isThemeId(s.theme_id) ? THEMES[s.theme_id] : undefined;
  const order: BrandHomeSection[] = s.home_sections ?? [...brand.theme_home_sections];
  // The app always opens the home with "my gameweek" (the team prompt is part of it) and live
  // matches (apps/web home-sections.ts pageOrder); the operator orders the rest.
  const movable = order.filter((x) => !FIXED_SECTIONS.includes(x));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= movable.length) return;
    const next = [...movable];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    set('home_sections', [...FIXED_SECTIONS, ...next]);
  };
  const toggleLanguage = (code: LanguageCode, on: boolean) => {
    const languages = on
      ? LanguageCodeSchema.options.filter((c) => c === code || s.languages.includes(c))
      : s.languages.filter((c) => c !== code);
    setS((prev) => ({
      ...prev,
      languages,
      default_language: languages.includes(prev.default_language)
        ? prev.default_language
        : (languages[0] ?? prev.default_language),
    }));
  };

  return (
    <form
      className="brand-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Card id="brand-product" title={t('brand.productTitle')}>
        <Field
          label={t('brand.productName')}
          hint={t('brand.productNameHint', { name: chosenTheme?.productName ?? '' })}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              aria-describedby={describedBy}
              maxLength={40}
              value={s.product_name ?? ''}
              placeholder={chosenTheme?.productName}
              onInput={(e) =>
                set('product_name', e.currentTarget.value.trim() ? e.currentTarget.value : null)
              }
            />
          )}
        </Field>
      </Card>

      <Card id="brand-theme" title={t('brand.themeTitle')} hint={t('brand.themeHint')}>
        <fieldset className="theme-choices">
          <legend className="visually-hidden">{t('brand.themeTitle')}</legend>
          {brand.themes.map((theme) => {
            const colors = isThemeId(theme.id) ? THEMES[theme.id].colors : undefined;
            return (
              <label key={theme.id} className="theme-choice">
                <input
                  type="radio"
                  name="theme"
                  value={theme.id}
                  checked={s.theme_id === theme.id}
                  onChange={() => set('theme_id', theme.id)}
                />
                <span className="swatches" aria-hidden="true">
                  {colors &&
                    [colors.primary, colors.secondary, colors.accent].map((c) => (
                      <span key={c} className="swatch" style={{ background: c }} />
                    ))}
                </span>
                <span>{theme.product_name}</span>
              </label>
            );
          })}
        </fieldset>
      </Card>

      {onHost && (
        <Card
          id="brand-logo"
          title={t('brand.logoTitle')}
          hint={t('brand.logoHint', {
            max: Math.round(LOGO_MAX_BYTES / 1024),
            width: LOGO_MAX_WIDTH,
            height: LOGO_MAX_HEIGHT,
          })}
        >
          <div className="logo-preview">
            <img
              src={preview ?? brand.logo?.url ?? chosenTheme?.assets.logo ?? ''}
              alt={t('brand.logoAlt')}
              height="40"
            />
            <span className="hint">
              {preview
                ? t('brand.logoChosen')
                : brand.logo
                  ? t('brand.logoOwn')
                  : t('brand.logoTheme')}
            </span>
          </div>
          <Field label={t('brand.logoFile')}>
            {({ id }) => (
              <input
                id={id}
                type="file"
                accept="image/png"
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
            )}
          </Field>
          <div className="actions-row">
            <button
              type="button"
              className="primary"
              disabled={!file || logo.isPending}
              onClick={() => logo.mutate(file)}
            >
              {t('brand.logoUpload')}
            </button>
            {brand.logo && (
              <button type="button" disabled={logo.isPending} onClick={() => logo.mutate(null)}>
                {t('brand.logoRemove')}
              </button>
            )}
          </div>
          <BrandError error={logo.error} />
          {logo.isSuccess && <Notice>{t('brand.saved')}</Notice>}
        </Card>
      )}

      <Card id="brand-languages" title={t('brand.languagesTitle')} hint={t('brand.languagesHint')}>
        <fieldset className="language-choices">
          <legend className="visually-hidden">{t('brand.languagesTitle')}</legend>
          {LanguageCodeSchema.options.map((code) => (
            <label key={code} className="check">
              <input
                type="checkbox"
                checked={s.languages.includes(code)}
                disabled={s.languages.length === 1 && s.languages.includes(code)}
                onChange={(e) => toggleLanguage(code, e.currentTarget.checked)}
              />
              <span lang={code} dir={LANGUAGES[code].dir}>
                {LANGUAGES[code].nativeName}
              </span>
            </label>
          ))}
        </fieldset>
        <Field label={t('brand.defaultLanguage')}>
          {({ id }) => (
            <select
              id={id}
              value={s.default_language}
              onChange={(e) => set('default_language', e.currentTarget.value as LanguageCode)}
            >
              {s.languages.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGES[code].nativeName}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Card>

      <Card id="brand-analytics" title={t('brand.analyticsTitle')} hint={t('brand.analyticsHint')}>
        <label className="check">
          <input
            type="checkbox"
            checked={s.consent_management}
            onChange={(e) => set('consent_management', e.currentTarget.checked)}
          />
          <span>{t('brand.consentManagement')}</span>
        </label>
        <Field label={t('brand.analyticsId')} hint={t('brand.analyticsIdHint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              dir="ltr"
              aria-describedby={describedBy}
              value={s.analytics_id ?? ''}
              onInput={(e) => set('analytics_id', e.currentTarget.value.trim() || null)}
            />
          )}
        </Field>
        <Field label={t('brand.analyticsConsentId')} hint={t('brand.analyticsConsentIdHint')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              dir="ltr"
              aria-describedby={describedBy}
              value={s.analytics_consent_id ?? ''}
              onInput={(e) => set('analytics_consent_id', e.currentTarget.value.trim() || null)}
            />
          )}
        </Field>
        <p className="hint">{t('brand.consentTextHint')}</p>
        {s.languages.map((code) => (
          <Field
            key={code}
            label={t('brand.consentText', { language: LANGUAGES[code].nativeName })}
          >
            {({ id, describedBy }) => (
              <textarea
                id={id}
                lang={code}
                dir={LANGUAGES[code].dir}
                rows={2}
                maxLength={600}
                aria-describedby={describedBy}
                value={s.consent_text[code] ?? ''}
                onInput={(e) => {
                  const text = e.currentTarget.value;
                  const next = { ...s.consent_text };
                  if (text.trim()) next[code] = text;
                  else delete next[code];
                  set('consent_text', next);
                }}
              />
            )}
          </Field>
        ))}
      </Card>

      <Card id="brand-home" title={t('brand.homeTitle')} hint={t('brand.homeHint')}>
        <label className="check">
          <input
            type="checkbox"
            checked={s.home_sections === null}
            onChange={(e) =>
              set('home_sections', e.currentTarget.checked ? null : [...brand.theme_home_sections])
            }
          />
          <span>{t('brand.homeThemeOrder')}</span>
        </label>
        <p className="hint">{t('brand.homeFixed')}</p>
        <ol className="home-order">
          {movable.map((section, i) => (
            <li key={section}>
              <span className="home-order-name">{t(`brand.homeSections.${section}`)}</span>
              <button
                type="button"
                className="order-button"
                disabled={i === 0}
                aria-label={t('brand.moveUp', { section: t(`brand.homeSections.${section}`) })}
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="order-button"
                disabled={i === movable.length - 1}
                aria-label={t('brand.moveDown', { section: t(`brand.homeSections.${section}`) })}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
      </Card>

      <div className="save-bar">
        <button type="submit" className="primary" disabled={save.isPending}>
          {t('brand.save')}
        </button>
      </div>
      <BrandError error={save.error} />
      {save.isSuccess && <Notice>{t('brand.saved')}</Notice>}
    </form>
  );
}
