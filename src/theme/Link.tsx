// One link component for the whole site: internal routes go through the router with prefetching,
// external links open in a new tab, files (llms.txt, feeds) and pure #anchors stay plain anchors.
import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from '../app/router';
import { applyTrailingSlash, isInternalUrl, withBaseUrl } from '../shared/paths';
import { observeLink, preloadRoute } from '../app/prefetch';
import { routePath } from '../app/resolve-route';
import { localeOfPath, localizeLink } from '../shared/locales';
import { site } from './site';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  activeClassName?: string;
  end?: boolean;
  /**
   * An authored link (Markdown, `@docusaurus/Link` in a site's pages): with `trailingSlash` unset it stays
   * as written, as Docusaurus's Link leaves it. The theme's own links (tags, pagination, navbar) follow
   * the route paths, which have no trailing slash unless the option is `true`.
   */
  asWritten?: boolean;
}

function mergeRefs<T>(...refs: (React.Ref<T> | undefined)[]) {
  return (v: T | null) => {
    for (const r of refs) {
      if (typeof r === 'function') r(v);
      else if (r) (r as React.MutableRefObject<T | null>).current = v;
    }
  };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, activeClassName, end, asWritten, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const written = to ?? href ?? '';
  // Docusaurus's `pathname:///x`: a path of the site that is loaded in full, never routed; written with
  // the base URL in front, as Docusaurus's Link writes it (`/repo/x`), unless it starts with it already.
  const forcePlain = /^pathname:\/\//i.test(written);
  // A route of the default locale, linked from a page of another locale, goes to that locale's page.
  const target = forcePlain
    ? withBaseUrl(written.slice('pathname://'.length), site.baseUrl)
    : localizeLink(written, site.locale, site.locales, site.baseUrl);
  // Another locale is another app state (its navbar, footer and strings): reached by a page load.
  const otherLocale =
    isInternalUrl(target) && localeOfPath(target.split(/[?#]/)[0]!, site.locales).name !== site.locale.name;
  const isFile = /\.[a-z0-9]+(?:[?#].*)?$/i.test(target.split('#')[0]);
  // Only paths of this site are routed and prefetched; `/\host` and the like stay plain anchors.
  const routed =
    !forcePlain &&
    !otherLocale &&
    isInternalUrl(target) &&
    !isFile &&
    (rest.target === undefined || rest.target === '_self') &&
    routePath(target.split(/[?#]/)[0]) !== null;
  const own = useRef<HTMLAnchorElement | null>(null);
  // Routed links take the site's trailingSlash; unset, the route paths Docusaurus links to (no slash),
  // while an authored link stays as written.
  const slash = site.trailingSlash ?? (asWritten ? undefined : false);
  const url = routed ? applyTrailingSlash(target, slash, site.baseUrl) : target;
  const pathname = url.split(/[?#]/)[0];

  useEffect(() => {
    if (!routed || !own.current) return;
    return observeLink(own.current, pathname);
  }, [routed, pathname]);

  if (!routed) {
    const external = /^[a-z][a-z0-9+.-]*:\/\//i.test(target) || target.startsWith('//');
    return (
      <a ref={ref} href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />
    );
  }
  const handlers = {
    onMouseEnter: (e: React.MouseEvent<HTMLAnchorElement>) => {
      preloadRoute(pathname);
      onMouseEnter?.(e);
    },
    onFocus: (e: React.FocusEvent<HTMLAnchorElement>) => {
      preloadRoute(pathname);
      onFocus?.(e);
    },
    onTouchStart: (e: React.TouchEvent<HTMLAnchorElement>) => {
      preloadRoute(pathname);
      onTouchStart?.(e);
    },
  };
  if (activeClassName) {
    const { className, ...others } = rest;
    return (
      <NavLink
        ref={mergeRefs(ref, own)}
        to={url}
        end={end}
        className={({ isActive }) => [className, isActive ? activeClassName : ''].filter(Boolean).join(' ')}
        {...others}
        {...handlers}
      />
    );
  }
  return <RouterLink ref={mergeRefs(ref, own)} to={url} {...rest} {...handlers} />;
});
