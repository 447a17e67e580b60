/**
 * Intl formatters are costly to build (tens of microseconds each, four times that on a slow phone)
 * and a table formats hundreds of cells: one formatter per language and options, made once.
 */
function cachedBy<O, F>(make: (lang: string, options: O) => F): (lang: string, options?: O) => F {
  const made = new Map<string, F>();
  return (lang, options = {} as O) => {
    const key = `${lang}\n${JSON.stringify(options)}`;
    let f = made.get(key);
    if (!f) {
      f = make(lang, options);
      made.set(key, f);
    }
    return f;
  };
}

export const numberFormat = cachedBy(
  (lang, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(lang, options),
);

export const dateFormat = cachedBy(
  (lang, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, options),
);

/**
 * A language's first number and date formatters, as two steps to run ahead of need. The first Intl
 * formatter of a page loads the locale's ICU data: ≈ 17 ms for a number format in Chromium on a fast
 * CPU, ≈ 10 ms more for the first date format (four times that on a slow phone), then ≈ 0.1 ms for
 * each further one. The client entry runs each step in a task of its own while the page's texts
 * load, so neither hydration nor one long task pays for both. Best effort: a language tag Intl
 * refuses is left for the page to report.
 */
export function intlWarmUps(lang: string): (() => void)[] {
  const bestEffort = (build: () => void) => () => {
    try {
      build();
    } catch {
      // The same call during rendering throws the error where it can be seen.
    }
  };
  return [
    bestEffort(() => numberFormat(lang).format(0)),
    bestEffort(() => dateFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(0)),
  ];
}
