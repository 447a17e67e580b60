import { isRenderLanguage } from '@gameweek/i18n/languages';
import { RESOURCES_VERSION, resourcesResponseBody } from '../lib/i18n-source.server.ts';
import type { Route } from './+types/locales';

/**
 * One language's texts, for a browser that switches language without a full page load. Versioned by
 * a hash of every text, so a `?v=` that matches it may be cached for good.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = params.lang;
  const body = isRenderLanguage(lang) ? resourcesResponseBody(lang) : null;
  if (body === null) throw new Response('unknown language', { status: 404 });
  const versioned = new URL(request.url).searchParams.get('v') === RESOURCES_VERSION;
  return new Response(body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  });
}
