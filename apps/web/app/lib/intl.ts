/**
 * Intl formatters are costly to build (tens of microseconds each, four times that on a slow phone)
 * and a table formats hundreds of cells: one formatter per language and options, made once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(
  lang: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${lang}\n${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, options);
    numberFormats.set(key, f);
  }
  return f;
}

export function dateFormat(
  lang: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${lang}\n${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, options);
    dateFormats.set(key, f);
  }
  return f;
}
