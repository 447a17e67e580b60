/**
 * Whether a route error is a request that never reached the server: a client navigation fetches
 * the page's data (`….data`), and offline that fetch rejects with a TypeError ("Failed to fetch" in
 * Chromium, "NetworkError when attempting to fetch resource." in Firefox, "Load failed" in Safari).
 * An answer of the server, even a 5xx, is not one.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!(error instanceof TypeError)) return false;
  return !online || /failed to fetch|networkerror|load failed|network/i.test(error.message);
}
