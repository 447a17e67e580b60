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
