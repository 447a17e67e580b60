import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcesResponseBody, serverResourceSource } from '../app/lib/i18n-source.server.ts';
import { escapeJsonForScript, i18nFor, provideResources } from '../app/lib/i18n-store.ts';
import { builtCssSource } from '../app/lib/inline-css.server.ts';
import { isSafeToInline } from '../app/lib/inline-css.ts';

describe('texts and styles the server hands to the browser', () => {
  it('escapes JSON so that no text can end the <script> element early', () => {
    const json = JSON.stringify({ a: '</script><script>alert(1)</script>', b: 'x\u2028y' });
    const escaped = escapeJsonForScript(json);
    expect(escaped).not.toContain('<');
    expect(escaped).not.toContain('\u2028');
    expect(JSON.parse(escaped)).toEqual(JSON.parse(json));
  });

  it('serves every language as JSON with every < escaped', () => {
    for (const lang of ['en', 'ur', 'bn'] as const) {
      const json = resourcesResponseBody(lang);
      expect(json).toBeDefined();
      expect(json).not.toContain('<');
      expect(JSON.parse(json ?? '')).toEqual(serverResourceSource.resources(lang));
    }
  });

  it('makes one i18next instance per language and reuses it', () => {
    provideResources(serverResourceSource);
    const en = i18nFor('en');
    expect(en).not.toBeNull();
    expect(i18nFor('en')).toBe(en);
    const ur = i18nFor('ur');
    expect(ur).not.toBe(en);
    expect(ur?.language).toBe('ur');
    expect(en?.t('nav.home')).toBe('Home');
    expect(ur?.t('nav.home')).toBe('ہوم');
  });

  it('reads a built stylesheet once and never inlines one that could end the <style> element', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-css-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/app-1.css'), 'body{color:red}');
    writeFileSync(join(dir, 'assets/bad-1.css'), 'a::after{content:"</style><script>"}');
    const source = builtCssSource(dir);
    expect(source('/assets/app-1.css')).toBe('body{color:red}');
    expect(source('/assets/bad-1.css')).toBeUndefined();
    expect(source('/assets/missing.css')).toBeUndefined();
    expect(source('/../secret.css')).toBeUndefined();
    expect(source('/themes/x.css')).toBeUndefined();
    expect(isSafeToInline('p{}')).toBe(true);
  });
});
