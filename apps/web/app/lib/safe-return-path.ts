/** Only a path of this site (never `//host`, `/\host` or a scheme) may be the page to go back to. */
export function safeReturnPath(from: string | null, fallback = '/home'): string {
  return from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
    ? from
    : fallback;
}
