// @ts-check
// Plain ESM so `npm start` (scripts/start.mjs, run by node without tsx) and the benches (TypeScript under
// tsx) share one readiness check for the servers they spawn.

/**
 * Resolves once `url` answers with a status below 500 (a 404 page counts: the server is up), polling every
 * 500 ms; rejects when it has not after `timeoutMs`. `name` labels the error ("api did not come up at …").
 * @param {string} url
 * @param {{ name?: string; timeoutMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, { name, timeoutMs = 300_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(name ? `${name} did not come up at ${url}` : `${url} did not come up`);
}
