import { useLocation } from 'react-router';
import { useShell } from '../lib/use-shell.ts';
import { AppLink, isAppPath } from './app-link.tsx';

const FLOW_PREFIXES = ['/public', '/welcome'] as const;

/**
 * Internal footer links keep the prefix of the page they are shown on, so the /public/… and
 * /welcome/… variants stay inside their flow. A link that already carries the other flow's prefix
 * (the demo footer's are /public/terms/…) trades it for the page's: /welcome/public/terms/faq names
 * no page (the page sweep found every footer link of /welcome/unsubscribed answering 404).
 */
export function footerHref(link: string, pathname: string): string {
  if (/^[a-z]+:/i.test(link)) return link;
  const path = link.startsWith('/') ? link : `/${link}`;
  const flow = FLOW_PREFIXES.find((prefix) => pathname.startsWith(`${prefix}/`));
  if (!flow || path.startsWith(`${flow}/`)) return path;
  const other = FLOW_PREFIXES.find((prefix) => path.startsWith(`${prefix}/`));
  return `${flow}${other ? path.slice(other.length) : path}`;
}

/** A server-supplied footer link: a page of the app, or (with a scheme) another site. */
function FooterLink({ href, children }: { href: string; children: string }) {
  return isAppPath(href) ? <AppLink to={href}>{children}</AppLink> : <a href={href}>{children}</a>;
}

/** Server-supplied links, external links, sanitised HTML text, hotline and the opt-in footer. */
export function FooterLinks() {
  const { footer, footerLocale, theme, productName, logoSrc } = useShell();
  const { pathname } = useLocation();
  if (!footer) return null;
  return (
    // Operator content, in the language the API had it in: marked so (a screen reader reads it so).
    <footer className="footer-links" lang={footerLocale ?? undefined}>
      {footer.links.length > 0 && (
        <ul className="footer-list">
          {footer.links.map((l) => (
            <li key={l.link}>
              <FooterLink href={footerHref(l.link, pathname)}>{l.copy}</FooterLink>
            </li>
          ))}
        </ul>
      )}
      {footer.externalLinks.length > 0 && (
        <ul className="footer-list">
          {footer.externalLinks.map((l) => (
            <li key={l.link}>
              <a href={l.link} target="_blank" rel="noopener noreferrer">
                {l.copy}
              </a>
            </li>
          ))}
        </ul>
      )}
      {footer.text && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize.server.ts)
        <div className="footer-text" dangerouslySetInnerHTML={{ __html: footer.text }} />
      )}
      {footer.hotline && <p className="footer-hotline">{footer.hotline}</p>}
      {footer.optinFooter && (
        <div className="optin-footer">
          <img
            className="optin-logo"
            src={logoSrc}
            alt={productName}
            width={theme.optinLogo.mobile.width}
            height={theme.optinLogo.mobile.height}
          />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server */}
          <div dangerouslySetInnerHTML={{ __html: footer.optinFooter }} />
        </div>
      )}
    </footer>
  );
}
