/**
 * The one check of every redirect target and "go back" link the web app takes from a request or an
 * API answer (`returnTo`, `?from=`, an API error's `redirect`): only a path of this site survives,
 * else `fallback`. Issue 17, finding 9: `returnTo=/\evil.example` became `Location: /\evil.example`,
 * which browsers read as `//evil.example`.
 *
 * Refused: anything not starting with one `/`; `//` and `/\` (protocol-relative in browsers), also
 * percent-encoded (`%2f%2f`, `%5c`, once or several times); control characters (the URL parser
 * drops tabs and newlines, so `/\t/evil` is `//evil`); and whatever the URL parser resolves to
 * another origin or to a path starting with `//` (`/.//evil`). What is returned is the parsed path,
 * query and fragment, so the value checked is the value sent.
 */
const MAX_LENGTH = 2048;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BASE = 'http://x';

function looksLocal(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !CONTROL.test(value)
  );
}

export function safeReturnPath(from: unknown, fallback = '/home'): string {
  if (typeof from !== 'string' || from.length === 0 || from.length > MAX_LENGTH) return fallback;
  if (!looksLocal(from)) return fallback;
  // Decoded until stable: a target some later hop decodes once more must still be a local path.
  let decoded = from;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (!looksLocal(next)) return fallback;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
