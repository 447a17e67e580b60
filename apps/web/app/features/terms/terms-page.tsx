import type { TermsView } from './terms.server.ts';

export function TermsPageView({ terms }: { terms: TermsView }) {
  return (
    <article className="page terms" data-testid="terms-page">
      <h2>{terms.title}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
      <div className="terms-content" dangerouslySetInnerHTML={{ __html: terms.content }} />
    </article>
  );
}
