import { LANGUAGES } from '@gameweek/i18n/languages';
import type { PrizesView } from './prizes.server.ts';

export function PrizesPage({ view: { locale, prizes } }: { view: PrizesView }) {
  return (
    // In the operator's language for the list (WCAG 3.1.2), which may be the default one's, and in
    // its direction: an English fallback on an Urdu page reads left to right.
    <ul className="page list" data-testid="prizes" lang={locale} dir={LANGUAGES[locale].dir}>
      {prizes.map((p) => (
        <li key={p.title} className="card">
          <h2>{p.title}</h2>
          {p.image_url && <img src={p.image_url} alt="" width="320" height="160" loading="lazy" />}
          <p>{p.description}</p>
        </li>
      ))}
    </ul>
  );
}
