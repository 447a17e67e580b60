import type { HowToPlayExtrasResponse } from '@gameweek/contracts/content';
import type { LanguageCode } from '@gameweek/i18n/languages';
import { serverCall } from '../../lib/api.server.ts';
import { contentLocale } from '../../lib/content-locale.server.ts';
import { sanitize } from '../../lib/sanitize.server.ts';

export interface HowToPlayExtrasView {
  /** The language the operator wrote them in; null: there are none. */
  locale: LanguageCode | null;
  extras: { slug: string; title: string /** sanitised HTML */; body: string }[];
}

/**
 * The operator's own how-to-play sections (ADR 0056) in the reader's language, in its order. The
 * API stored them sanitised; they are sanitised again here like every operator HTML the app renders.
 */
export async function loadHowToPlayExtras(request: Request): Promise<HowToPlayExtrasView> {
  const res = await serverCall<HowToPlayExtrasResponse>(request, '/v1/how-to-play/extras', {
    query: { locale: contentLocale(request) },
  });
  return {
    locale: res.locale,
    extras: res.extras.map((e) => ({ slug: e.slug, title: e.title, body: sanitize(e.body) })),
  };
}
