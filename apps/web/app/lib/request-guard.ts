/**
 * What a request must look like before anything of the web server reads it (issue 17, finding 1):
 * server.mjs refuses the rest with a 400 so that no handler further on (the static files, React
 * Router's request adapter, which builds `new URL(path, 'http://' + Host)`) ever sees a target or a
 * host it cannot parse. Pure functions of the request line and headers.
 */

/** Longer targets are refused (414): no page of the app has one anywhere near this long. */
export const MAX_TARGET_LENGTH = 4096;
/** RFC 1035: a host name has at most 253 characters; a port adds at most 6. */
const MAX_HOST_LENGTH = 260;

const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
/** hostname or IPv4 (dot-separated labels), or a bracketed IPv6 literal; then an optional port. */
const HOST = new RegExp(
  `^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]{2,45}\\])(?::\\d{1,5})?$`,
);

export function isValidHost(value: string): boolean {
  if (value.length === 0 || value.length > MAX_HOST_LENGTH || !HOST.test(value)) return false;
  const port = /:(\d+)$/.exec(value.startsWith('[') ? value.slice(value.indexOf(']')) : value);
  return !port || Number(port[1]) <= 65535;
}

export interface Refusal {
  status: 400 | 405 | 414 | 415;
  reason: string;
}

/**
 * The methods React Router serves. Others failed further on: `new Request()` throws on TRACE (a 500),
 * and React Router answers the rest 405 with a body that is not the spec's error object.
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** C0 controls and DEL: never part of a path a page or a file of this site has. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The path of an origin-form target (`/…`), percent-decoded, or a refusal: an absolute or
 * authority-form target, a leading `//` (which `new URL()` reads as another host), a fragment, a
 * broken percent-encoding, or a decoded control character.
 */
export function decodedPath(target: string): { path: string } | Refusal {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, reason: 'request target too long' };
  if (!target.startsWith('/') || target.startsWith('//'))
    return { status: 400, reason: 'request target must be a path' };
  // A fragment is never part of a request target (RFC 9112 §3.2), and what follows a `#` would
  // escape the path checks below; raw white space or control characters are not HTTP either.
  if (target.includes('#') || /\s/.test(target) || CONTROL.test(target))
    return { status: 400, reason: 'fragment, white space or control character in request target' };
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { status: 400, reason: 'broken percent-encoding' };
  }
  if (CONTROL.test(path) || path.includes('\\'))
    return { status: 400, reason: 'control character or backslash in path' };
  return { path };
}

/**
 * Null when the request may be handled, else why not. `rawHeaders` is node's flat name/value list:
 * React Router builds its Request from it, joining repeated headers with ", ".
 */
export function requestRefusal(
  method: string,
  target: string,
  rawHeaders: readonly string[],
): Refusal | null {
  if (!METHODS.has(method)) return { status: 405, reason: 'method not allowed' };
  const path = decodedPath(target);
  if ('status' in path) return path;
  let hosts = 0;
  let contentType = '';
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase();
    const value = (rawHeaders[i + 1] ?? '').trim();
    if (name === 'content-type') contentType = value;
    if (name === 'host') {
      hosts++;
      if (!isValidHost(value)) return { status: 400, reason: 'invalid Host' };
    } else if (name === 'x-forwarded-host') {
      // Every hop, not only the first: the API and the CSRF check read the list too.
      for (const hop of value.split(','))
        if (!isValidHost(hop.trim())) return { status: 400, reason: 'invalid X-Forwarded-Host' };
    }
  }
  // HTTP/1.1 requires exactly one (RFC 9112 §3.2); two would be joined into one unparsable host.
  if (hosts !== 1) return { status: 400, reason: hosts ? 'several Host headers' : 'no Host' };
  if (!formSubmissionOk(method, path.path, contentType))
    return { status: 415, reason: 'a page takes form submissions only' };
  return null;
}

/**
 * A page's action reads `request.formData()`, which throws (a 500) on any other body, a JSON one or
 * none at all. Every form and fetcher of the app submits url-encoded; /api/* reads JSON itself, and
 * so does the operator console's proxy under /admin/v1/ (apps/admin, ADR 0048).
 */
function formSubmissionOk(method: string, path: string, contentType: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (path.startsWith('/api/') || path.startsWith('/admin/v1/')) return true;
  const mime = contentType.split(';', 1)[0]?.trim().toLowerCase();
  return mime === 'application/x-www-form-urlencoded';
}
