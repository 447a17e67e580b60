import { LANGUAGES } from '@gameweek/i18n/languages';
import type { HowToPlayExtrasView } from './extras.server.ts';

/**
 * The operator's own sections under the game's rules (ADR 0056), each a card with its title, marked
 * with the language they are written in (the default language's where the reader's has none).
 */
export function HowToPlayExtras({ view }: { view: HowToPlayExtrasView }) {
  const { locale } = view;
  if (!locale) return null;
  // Its own direction too: an English fallback on an Urdu page reads left to right.
  const dir = LANGUAGES[locale].dir;
  return view.extras.map((e) => (
    <section
      key={e.slug}
      id={`extra-${e.slug}`}
      className="how-to-play-extra"
      lang={locale}
      dir={dir}
      aria-labelledby={`extra-${e.slug}-heading`}
      data-testid="how-to-play-extra"
    >
      <h2 id={`extra-${e.slug}-heading`}>{e.title}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API and on the server */}
      <div className="terms-content" dangerouslySetInnerHTML={{ __html: e.body }} />
    </section>
  ));
}
