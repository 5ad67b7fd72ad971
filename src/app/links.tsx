// The router's links: an anchor whose plain left click is a client navigation, and NavLink, which
// marks the link of the current page. They are React Router's <Link> and <NavLink> as this site uses
// them (paths of the site, resolved and navigated through React Router's own hooks), without what its
// framework and data modes add to every link (route-module prefetching, view transitions, masks, route
// discovery): about 2.5 KB gzip of every first visit. The markup is the same, `data-discover` included
// (src/app/deferred.tsx and src/theme/mdx/kept-markup.ts find routed links by it).
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry; by default only a link to the current address does. */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A page load, not a client navigation. */
  reloadDocument?: boolean;
}

const pathOf = (p: { pathname: string; search: string; hash: string }) => p.pathname + p.search + p.hash;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, reloadDocument, replace, state, target, to, preventScrollReset, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const resolved = useResolvedPath(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (event.defaultPrevented || reloadDocument || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? pathOf(location) === pathOf(resolved), state, preventScrollReset });
  };
  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} data-discover="true" />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A class name, or one computed from whether the link's page is the current one. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on the link's own path, not on the paths below it. */
  end?: boolean;
  children?: ReactNode;
}

/**
 * A link that knows whether its page is the current one (case-insensitively; without `end`, a page
 * below it counts too): it then gets `aria-current="page"` and, with a plain class name, `active`.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { className, end = false, to, ...rest },
  ref,
) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} aria-current={isActive ? 'page' : undefined} className={classes} ref={ref} to={to} />;
});
