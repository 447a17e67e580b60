/**
 * A short name for the device a session was used on, from its User-Agent: the system and the
 * browser ("Android · Chrome"), which is what support asks a caller about. Undefined when neither
 * is recognisable; the screen then shows the raw text.
 */
const SYSTEMS: [RegExp, string][] = [
  [/KAIOS/i, 'KaiOS'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
const BROWSERS: [RegExp, string][] = [
  [/OPR\/|Opera/i, 'Opera'],
  [/Edg\//i, 'Edge'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/UCBrowser/i, 'UC Browser'],
  [/Firefox\//i, 'Firefox'],
  [/Chrome\//i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

const first = (table: [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1];

export function deviceName(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const parts = [first(SYSTEMS, userAgent), first(BROWSERS, userAgent)].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}
