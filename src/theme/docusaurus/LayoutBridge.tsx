// `@theme-bridge/Layout` for a site that swizzles `Layout` (prerender/docusaurus/aliases.ts): the route's shell
// (src/app/routes.tsx) with the site's `src/theme/Layout` around the page, the navbar and the footer, as in
// Docusaurus, where every page, docs and blog included, is drawn inside `@theme/Layout`. The site's component
// (`@theme-swizzled/Layout`) draws ours (`@theme-original/Layout`), which draws the frame below; what the
// site adds beside it (a chat widget, a banner) or around it (a provider) is where Docusaurus puts it.
// `@theme/Layout` stays ours for every other importer, so a React page's `<Layout>` does not draw the
// site's component a second time. A site that swizzles BlogPostPage gets this shell too (with ours as its
// Layout when it has none): a blog post's page then draws the site's Layout and the frame inside the site's
// BlogPostPage (./layout-frame.ts). A site that swizzles neither gets src/theme/Root.tsx itself.
// The frame is the one src/theme/Root.tsx draws (tests/build/docusaurus-swizzles-layout.test.ts compares them).
import type { ReactNode } from 'react';
import { ScrollRestoration } from '../../app/router';
import type { RouteData } from '../../shared/types';
import { ColorModeProvider } from '../color-mode';
import { AnnouncementBar } from '../deferred-parts';
import { Navbar } from '@theme-bridge/Navbar';
import { ActiveSidebarContext } from '../NavbarItem';
import Footer from '@theme/Footer';
import SiteRoot from '@theme/Root';
import SiteLayout from '@theme-swizzled/Layout';
import { ProgressBar } from '../ProgressBar';
import { PageErrorBoundary } from '../ErrorPage';
import { translateMessage } from '../site';
import { HeadSync } from '../Root';
import { LayoutFrameContext, PostFrameContext } from './layout-frame';
import { postPageDrawsFrame } from '@theme-bridge/post-frame';

/** What Docusaurus's Layout draws around a page, as src/theme/Root.tsx draws it. */
function Frame({ data, children }: { data: RouteData; children?: ReactNode }) {
  return (
    <>
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
    </>
  );
}

export function Root({ data, children }: { data: RouteData; children: ReactNode }) {
  return (
    <SiteRoot>
      <ColorModeProvider>
        <LayoutFrameContext.Provider value={(page) => <Frame data={data}>{page}</Frame>}>
          {postPageDrawsFrame && data.kind === 'blogPost' ? (
            <PostFrameContext.Provider value={(page) => <SiteLayout>{page}</SiteLayout>}>
              {children}
            </PostFrameContext.Provider>
          ) : (
            <SiteLayout>{children}</SiteLayout>
          )}
        </LayoutFrameContext.Provider>
        <ProgressBar />
        <HeadSync data={data} />
        <ScrollRestoration />
      </ColorModeProvider>
    </SiteRoot>
  );
}
