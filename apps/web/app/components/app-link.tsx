import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import type { NavigateFunction } from 'react-router';

/** A path inside the app, from its root: `/player/12`, `/statistics?sort=form`. */
export type AppPath = `/${string}`;

/** A path of the app (from the root, not `//host`), as opposed to a link to another site. */
export function isAppPath(href: string): href is AppPath {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The router's navigate function, provided once by the root (Providers). */
export const NavigateContext = createContext<NavigateFunction | null>(null);

type ClickLike = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'
>;

/**
 * A click the router takes over, as React Router's Link decides it: the main button, no modifier
 * key (those open a new tab or window, or download), the link opens in this tab, and nothing has
 * handled the click already.
 */
export function isRouterClick(event: ClickLike, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of the app: an `<a href>` that the router follows without reloading the page.
 * It does what React Router's <Link> does for a path from the root, without resolving the path
 * against the route tree on every render: each <Link> calls seven router hooks (two path
 * resolutions, a navigate function with an effect of its own), which was a tenth of the work of
 * hydrating /home and about 5 % of rendering a page on the server (docs/decisions/0024).
 * Following a link to the page already shown replaces its history entry, as <Link> does. Outside
 * the router (no navigate function) it is a plain link.
 */
export function AppLink({
  to,
  replace,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: AppPath;
  /** Replace the current history entry (always, when the link leads to the page shown). */
  replace?: boolean;
  /** Keep the scroll position (the page changes in place, e.g. a table's next rows). */
  preventScrollReset?: boolean;
}) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !isRouterClick(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(to, {
          replace: replace ?? `${pathname}${search}${hash}` === to,
          preventScrollReset,
        });
      }}
    />
  );
}
