// The page shell shared by every route: skip link, announcement, navbar, content, footer, and the
// browser-only pieces (progress bar, scroll restoration, head updates, analytics page views).
import { useEffect, useRef, type ReactNode } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from '../app/router';
import type { RouteData } from '../shared/types';
import { ColorModeProvider } from './color-mode';
import { AnnouncementBar } from './deferred-parts';
// Ours, or a Docusaurus site's swizzled Navbar (prerender/docusaurus/aliases.ts).
import { Navbar } from '@theme-bridge/Navbar';
import { ActiveSidebarContext } from './NavbarItem';
// `@theme/Footer` and `@theme/Root`: a Docusaurus site's swizzled ones when it has them (prerender/docusaurus/aliases.ts), else ours.
import Footer from '@theme/Footer';
import SiteRoot from '@theme/Root';
import { ProgressBar } from './ProgressBar';
import { PageErrorBoundary } from './ErrorPage';
import { site, translateMessage } from './site';
import { formatPageTitle } from '../shared/titles';
import { publicPath } from '../shared/paths';
import { docusaurusPageClasses } from '../shared/docusaurus-page-classes';

export function pageTitle(title: string): string {
  return formatPageTitle(title, site.title);
}

function setMeta(selector: string, attr: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attr, value);
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    dataLayer?: unknown[];
  }
}

/** Keeps <head> in step with client-side navigation and reports page views when analytics is on. */
export function HeadSync({ data }: { data: RouteData }) {
  const first = useRef(true);
  // The Docusaurus page classes the prerender put on <html> under look 'infima' (docusaurus-page-classes.ts).
  const htmlClasses = useRef(docusaurusPageClasses(data));
  const location = useLocation();
  const navType = useNavigationType();
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.documentElement.dataset.look === 'infima') {
      document.documentElement.classList.remove(...htmlClasses.current);
      htmlClasses.current = docusaurusPageClasses(data);
      document.documentElement.classList.add(...htmlClasses.current);
    }
    const title = pageTitle(data.title);
    document.title = title;
    const url = site.url + publicPath(data.path, site.trailingSlash as boolean | undefined, site.baseUrl);
    setMeta('meta[name="description"]', 'content', data.description);
    setMeta('meta[property="og:description"]', 'content', data.description);
    setMeta('meta[property="og:title"]', 'content', title);
    setMeta('meta[property="og:url"]', 'content', url);
    setMeta('link[rel="canonical"]', 'href', url);
    if (site.analytics.trackingId && window.gtag) {
      window.gtag('event', 'page_view', {
        page_title: title,
        page_location: window.location.href,
        page_path: location.pathname + location.search + location.hash,
      });
    }
    if (site.analytics.tagManagerId && window.dataLayer) {
      window.dataLayer.push({ event: 'virtual_page_view', page_path: location.pathname, page_title: title });
    }
    // Move focus to the top of the page so keyboard and screen-reader users start at the new content.
    // Not when the reader is already somewhere else, such as the search modal opened meanwhile.
    const active = document.activeElement;
    const busy =
      document.body.classList.contains('DocSearch--active') ||
      (active instanceof HTMLElement && active.closest('input, textarea, select, [role="dialog"]'));
    if (navType === 'PUSH' && !location.hash && !busy) {
      const target = document.getElementById('__skip');
      target?.focus({ preventScroll: true });
    }
  }, [data.path]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export function Root({ data, children }: { data: RouteData; children: ReactNode }) {
  // As Docusaurus's App: the site's Root outside the theme's providers, around everything the page shows.
  return (
    <SiteRoot>
      <ColorModeProvider>
        <div id="__skip" tabIndex={-1} className="skip-target">
          <a className="skip-link" href="#__main">
            {translateMessage('theme.common.skipToMainContent', 'Skip to main content')}
          </a>
        </div>
        <AnnouncementBar />
        <ActiveSidebarContext.Provider value={data.doc?.sidebar ?? null}>
          <Navbar page={data} />
        </ActiveSidebarContext.Provider>
        <div className="main-wrapper">
          <PageErrorBoundary resetKey={data.path}>{children}</PageErrorBoundary>
        </div>
        {!data.noFooter && <Footer />}
        <ProgressBar />
        <HeadSync data={data} />
        <ScrollRestoration />
      </ColorModeProvider>
    </SiteRoot>
  );
}
