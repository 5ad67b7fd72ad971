// A swizzled Layout, the most swizzled component (repositories holding src/theme/Layout/index.js 388 and
// index.tsx 354 in the GitHub code index, both lists cut): a wrapper around @theme-original/Layout that adds
// a chat widget beside it and a banner inside it, as most of them do. In Docusaurus every page (docs, blog,
// React and Markdown pages, the 404 page) is drawn inside @theme/Layout; here the shell draws the site's
// around every route, with ours drawing the navbar, the page and the footer inside it. A pass-through wrapper
// draws exactly what a site without one draws (Docusaurus's ejected Layout, which imports what we lack, is
// named and ours kept). Three sites, each imported and built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const CONFIG = `module.exports = { title: 'Lay', url: 'https://lay.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: {} }]],
  themeConfig: { navbar: { title: 'Lay', items: [{ to: '/docs/intro', label: 'Docs' }] }, footer: { copyright: 'Lay footer' } } };\n`;
const PAGES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': `---\nsidebar_position: 1\n---\n\n# Intro\n\n## Install it\n\nText.\n`,
  'blog/2024-01-02-first.md': `---\ntitle: First post\n---\n\nThe first.\n`,
  'src/pages/index.js': `import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Welcome" description="The home page"><p className="home-text">Home</p></Layout>;
}\n`,
  'src/pages/about.md': `# About\n\nAbout us.\n`,
};

const WRAPPER: Record<string, string> = {
  ...PAGES,
  'src/theme/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Layout';
import ChatWidget from '@site/src/components/ChatWidget';
export default function LayoutWrapper(props) {
  return (
    <>
      <Layout {...props}>
        <div className="layout-banner">Banner</div>
        {props.children}
      </Layout>
      <ChatWidget />
    </>
  );
}\n`,
  // Comments after a post (as Giscus and Disqus wrappers do): Docusaurus draws them after the post's Layout.
  'src/theme/BlogPostPage/index.js': `import BlogPostPage from '@theme-original/BlogPostPage';
export default function BlogPostPageWrapper(props) {
  return <><BlogPostPage {...props} /><div className="container post-comments">Comments</div></>;
}\n`,
  'src/components/ChatWidget.js': `import { useLocation } from '@docusaurus/router';
export default function ChatWidget() {
  return <div className="chat-widget">Ask about {useLocation().pathname}</div>;
}\n`,
};

const PASS_THROUGH: Record<string, string> = {
  ...PAGES,
  'src/theme/Layout/index.tsx': `import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
type Props = React.ComponentProps<typeof LayoutType>;
export default function LayoutWrapper(props: Props) {
  return <Layout {...props} />;
}\n`,
};

const EJECTED: Record<string, string> = {
  ...PAGES,
  // Docusaurus's own Layout as \`swizzle --eject\` writes it: its provider and parts are not ours.
  'src/theme/Layout/index.js': `import React from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { PageMetadata, SkipToContentFallbackId, ThemeClassNames } from '@docusaurus/theme-common';
import { useKeyboardNavigation } from '@docusaurus/theme-common/internal';
import SkipToContent from '@theme/SkipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import ErrorPageContent from '@theme/ErrorPageContent';
export default function Layout(props) {
  const { children, noFooter, wrapperClassName, title, description } = props;
  useKeyboardNavigation();
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id={SkipToContentFallbackId} className={clsx(ThemeClassNames.wrapper.main, wrapperClassName)}>
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}\n`,
};

const sites: Record<string, { imported: ReturnType<typeof runImport>; built: BuildResult }> = {};
const page = (site: string, route: string) =>
  fs.readFileSync(path.join(sites[site].built.outDir, route, 'index.html'), 'utf8');
// The document's body without the scripts and preloads, whose asset names differ between builds.
const body = (html: string) =>
  html
    .slice(html.indexOf('<body'))
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/\/assets\/[\w.-]+/g, '/assets/x');

beforeAll(() => {
  for (const [name, files] of Object.entries({ wrapper: WRAPPER, pass: PASS_THROUGH, ejected: EJECTED })) {
    const imported = runImport(tempDir(`docusaurus-swizzles-layout-${name}`, files));
    sites[name] = { imported, built: runBuild(imported.outDir) };
  }
}, 400_000);

describe('a swizzled Layout', () => {
  it('is imported as used in place of ours, and builds', () => {
    for (const name of ['wrapper', 'pass']) {
      expect(sites[name].imported.status, sites[name].imported.output).toBe(0);
      expect(sites[name].imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/Layout\)/);
      expect(sites[name].built.status, sites[name].built.output).toBe(0);
    }
  });

  it('surrounds every page, navbar and footer included: its banner in the main wrapper, its widget after the footer', () => {
    for (const [route, content] of [
      ['docs/intro', '<main id="__main" class="docs-main"'],
      ['blog/2024/01/02/first', '<main id="__main" class="col blog-main'],
      ['about', '<main id="__main" tabindex="-1" class="docs-main standalone-page"'],
      ['', '<div id="__main" tabindex="-1" class="docusaurus-page"><p class="home-text">Home</p></div>'],
      ['404', '<main id="__main" class="container not-found'],
    ]) {
      const html =
        route === '404'
          ? fs.readFileSync(path.join(sites.wrapper.built.outDir, '404.html'), 'utf8')
          : page('wrapper', route);
      const at = (s: string) => html.indexOf(s);
      expect(html.match(/class="layout-banner"/g), route).toHaveLength(1);
      expect(html.match(/class="chat-widget"/g), route).toHaveLength(1);
      const banner = at('<div class="main-wrapper"><div class="layout-banner">Banner</div>');
      expect(at('<nav aria-label="Main" class="navbar'), route).toBeGreaterThan(0);
      expect(at('<nav aria-label="Main" class="navbar'), route).toBeLessThan(banner);
      expect(at(content), route).toBeGreaterThan(banner);
      expect(at('<footer'), route).toBeGreaterThan(at(content));
      expect(html.slice(at('<footer'))).toMatch(
        /^<footer[\s\S]*?Lay footer[\s\S]*?<\/footer><div class="chat-widget">/,
      );
    }
    // The widget's hooks work where it is drawn: the route it is on.
    expect(page('wrapper', 'docs/intro')).toContain('<div class="chat-widget">Ask about <!-- -->/docs/intro/</div>');
  });

  it("a swizzled BlogPostPage draws the site's Layout inside it: its comments after the Layout's widget", () => {
    const post = page('wrapper', 'blog/2024/01/02/first');
    expect(post.match(/class="layout-banner"/g)).toHaveLength(1);
    expect(post.slice(post.indexOf('<footer'))).toMatch(
      /^<footer[\s\S]*?<\/footer><div class="chat-widget">[^<]*<!-- -->\/blog\/2024\/01\/02\/first\/<\/div><div class="container post-comments">Comments<\/div><script>/,
    );
    expect(page('wrapper', 'docs/intro')).not.toContain('post-comments');
  });

  it("a React page's own <Layout> marks its content once and still gives the page its title", () => {
    const home = page('wrapper', '');
    expect(home).toMatch(/<title>Welcome \| Lay<\/title>/);
    expect(home).toContain('<meta name="description" content="The home page"');
    expect(home.match(/id="__main"/g)).toHaveLength(1);
  });

  it('a pass-through wrapper draws what ours draws; an ejected Layout is named and ours kept', () => {
    expect(sites.ejected.imported.status, sites.ejected.imported.output).toBe(0);
    expect(sites.ejected.imported.output).toMatch(
      /swizzled component src\/theme\/Layout\/index\.js\s+copied, not used: it imports what is not supported here \(src\/theme\/Layout\/index\.js:3: import "@docusaurus\/ErrorBoundary" is not supported here/,
    );
    expect(sites.ejected.built.status, sites.ejected.built.output).toBe(0);
    for (const route of ['docs/intro', 'blog/2024/01/02/first', 'about', ''])
      expect(body(page('pass', route)), route).toBe(body(page('ejected', route)));
  });
});
