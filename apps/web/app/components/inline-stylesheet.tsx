import { inlineCssFor } from '../lib/inline-css.ts';

/** A stylesheet written into the page when its text is at hand (lib/inline-css.ts), else a link. */
export function InlineStylesheet({ href }: { href: string }) {
  const css = inlineCssFor(href);
  if (css === undefined) return <link rel="stylesheet" href={href} />;
  return (
    <style
      data-href={href}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the release's own built stylesheet
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
