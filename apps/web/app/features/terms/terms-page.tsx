import type { TermsView } from './terms.server.ts';

export function TermsPageView({ terms }: { terms: TermsView }) {
  return (
    // Marked with the text's own language (WCAG 3.1.2): a screen reader reads an English fallback on
    // a German page as English, and the page sweep tells it from UI text left untranslated.
    <article className="page terms" data-testid="terms-page" lang={terms.locale}>
      <h2>{terms.title}</h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
      <div className="terms-content" dangerouslySetInnerHTML={{ __html: terms.content }} />
      {terms.pageFooter && (
        <div
          className="terms-content terms-page-footer"
          data-testid="terms-page-footer"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
          dangerouslySetInnerHTML={{ __html: terms.pageFooter }}
        />
      )}
    </article>
  );
}
