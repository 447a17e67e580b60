import { THEMES } from '@gameweek/themes/themes';
import { describe, expect, it } from 'vitest';
import { footerHref } from '../app/components/footer-links.tsx';
import { checkImageSource } from '../app/components/img.tsx';
import { containerToLoad, shouldAskConsent } from '../app/features/analytics/analytics.ts';
import { gamesFrom } from '../app/features/home/games.ts';
import { renderableSections } from '../app/features/home/home-sections.ts';
import { resolvePrefixed } from '../app/features/terms/terms.server.ts';
import { fontPreloads, fontStylesheets, languageFontCss } from '../app/lib/fonts.ts';
import { createQueryClient, QUERY_DEFAULTS } from '../app/lib/query-client.ts';

describe('query client', () => {
  it('uses cache time 0, stale time 0, no retry, no refetch, no polling', () => {
    expect(QUERY_DEFAULTS).toEqual({
      gcTime: 0,
      staleTime: 0,
      retry: false,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    });
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q).toMatchObject(QUERY_DEFAULTS);
  });

  it('sends query failures to the failed-request handler', async () => {
    const seen: unknown[] = [];
    const client = createQueryClient((e) => seen.push(e));
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject({ error: { statusCode: 500 } }),
      })
      .catch(() => {});
    expect(seen).toEqual([{ error: { statusCode: 500 } }]);
  });
});

describe('home sections', () => {
  it('keeps the theme order and leaves out sections without a renderer', () => {
    const available = new Set(['gameweek', 'prompt', 'discoverLinks'] as const);
    expect(renderableSections(THEMES.whiteLabelF5.homeSections, available)).toEqual([
      'gameweek',
      'prompt',
      'discoverLinks',
    ]);
    expect(
      renderableSections(
        THEMES.harborF5.homeSections,
        new Set(['news', 'gameweek', 'discoverLinks'] as const),
      ),
    ).toEqual(['news', 'gameweek', 'discoverLinks']);
  });
});

describe('fonts per language', () => {
  const scriptFaces = (css: string) =>
    [
      ...css.matchAll(
        /@font-face\{font-family:'([^']+)';[^}]*src:url\(([^)]+)\)[^}]*unicode-range:([^}]+)\}/g,
      ),
    ].map(([, family = '', file = '', range = '']) => ({ family, file, range }));
  it('declares a script font only for its language: the installed copy first, then the self-hosted script subset', () => {
    const theme = THEMES.whiteLabelF5;
    for (const lang of ['en', 'de', 'ru', 'uz', 'id'] as const)
      expect(languageFontCss(lang, theme)).toBe('');
    const expected = {
      bn: ['Noto Sans Bengali', /noto-sans-bengali-bengali-400-normal.*\.woff2/, 'U+0980-09FE'],
      hy: ['Noto Sans Armenian', /noto-sans-armenian-armenian-400-normal.*\.woff2/, 'U+0530-058F'],
      my: ['Noto Sans Myanmar', /noto-sans-myanmar-myanmar-400-normal.*\.woff2/, 'U+1000-109F'],
      ur: ['Noto Nastaliq Urdu', /noto-nastaliq-urdu-arabic-400-normal.*\.woff2/, 'U+0600-06FF'],
    } as const;
    for (const [lang, [family, file, range]] of Object.entries(expected)) {
      const css = languageFontCss(lang as keyof typeof expected, theme);
      const faces = scriptFaces(css);
      expect(faces).toHaveLength(1);
      expect(faces[0]!.family).toBe(family);
      expect(faces[0]!.file).toMatch(file);
      expect(faces[0]!.range.split(',')).toContain(range);
      // Latin stays with the theme's font: no Latin range in the self-hosted face.
      expect(faces[0]!.range).not.toMatch(/U\+0000-00FF/);
      expect(css).toContain(`local('${family}')`);
      expect(css.indexOf(`'${family} Local','${family}',`)).toBeGreaterThan(0);
      expect(css).toContain("'Barlow'");
    }
  });
  it("loads the theme's fonts, and the operator theme's two other fonts instead of Barlow", () => {
    const names = (sheets: string[]) => sheets.map((s) => s.replace(/^.*\/|-[\w-]{8}\.css$/g, ''));
    expect(fontStylesheets(THEMES.whiteLabelF5)).toHaveLength(2);
    expect(fontStylesheets(THEMES.emberF5)).toHaveLength(4);
    expect(fontStylesheets(THEMES.whiteLabelF5).join()).not.toMatch(/noto/);
    expect(names(fontStylesheets(THEMES.emberF5)).join()).not.toMatch(/barlow/);
  });
  it('preloads the Latin files of the theme font for Latin-script languages only', () => {
    expect(fontPreloads(THEMES.whiteLabelF5, 'en').join()).toMatch(
      /barlow-latin-400.*barlow-latin-700/,
    );
    expect(fontPreloads(THEMES.whiteLabelF5, 'bn')).toEqual([]);
  });
});

describe('images', () => {
  it('fails loudly in development when an object source lacks src, width or height', () => {
    expect(() => checkImageSource({ src: '/a.svg', width: 10 }, true)).toThrow('lacks height');
    expect(() => checkImageSource({ width: 10, height: 10 }, true)).toThrow('lacks src');
    expect(checkImageSource({ src: '/a.svg' }, false)).toBeNull();
    expect(checkImageSource({ src: '/a.svg', width: 1, height: 2 }, true)).toEqual({
      src: '/a.svg',
      width: 1,
      height: 2,
    });
  });
});

describe('analytics and consent', () => {
  const settings = { containerId: 'GTM-ABC', consentManagement: true, regulation: 'gdpr' as const };
  it('loads nothing before consent and nothing without a container', () => {
    expect(containerToLoad(settings, null)).toBeNull();
    expect(containerToLoad(settings, 'denied')).toBeNull();
    expect(containerToLoad(settings, 'granted')).toBe('GTM-ABC');
    expect(containerToLoad(null, 'granted')).toBeNull();
    expect(shouldAskConsent(null, null)).toBe(false);
    expect(shouldAskConsent(settings, null)).toBe(true);
    expect(shouldAskConsent(settings, 'granted')).toBe(false);
  });
});

describe('footer links and prefixed routes', () => {
  it('keeps the /public or /welcome prefix of the current page', () => {
    expect(footerHref('/terms-conditions', '/home')).toBe('/terms-conditions');
    expect(footerHref('/terms/faq', '/welcome/terms-conditions')).toBe('/welcome/terms/faq');
    expect(footerHref('/public/terms/faq', '/public/terms/contact')).toBe('/public/terms/faq');
    expect(footerHref('https://op.example/help', '/public/x')).toBe('https://op.example/help');
    // The other flow's prefix is replaced, not kept under the page's (/welcome/public/… is a 404).
    expect(footerHref('/public/terms/faq', '/welcome/unsubscribed')).toBe('/welcome/terms/faq');
    expect(footerHref('/welcome/terms/faq', '/public/terms/contact')).toBe('/public/terms/faq');
  });
  it('resolves the prefixed variants to term pages', () => {
    expect(resolvePrefixed('terms-conditions')).toEqual({
      kind: 'terms',
      page: 'termsAndConditions',
    });
    expect(resolvePrefixed('terms/privacy-policy')).toEqual({
      kind: 'terms',
      page: 'privacy-policy',
    });
    expect(resolvePrefixed('faq')).toEqual({ kind: 'terms', page: 'faq' });
    expect(resolvePrefixed('unsubscribed')).toEqual({ kind: 'unsubscribed' });
    expect(resolvePrefixed('nothing-here')).toBeNull();
  });
});

describe('games list', () => {
  it('reads an array or { games }', () => {
    expect(gamesFrom([{ id: 1, name: 'Overall', rank: 3 }])).toEqual([
      { id: '1', name: 'Overall', rank: 3, members: null },
    ]);
    expect(gamesFrom({ games: [{ id: 'g', name: 'Friends', members: 4 }] })).toEqual([
      { id: 'g', name: 'Friends', rank: null, members: 4 },
    ]);
    expect(gamesFrom(null)).toEqual([]);
  });
});
