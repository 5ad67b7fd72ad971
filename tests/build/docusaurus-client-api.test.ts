// The Docusaurus client API and theme components real sites import, and swizzled components: a site's
// src/theme/X replaces our @theme/X (MDXComponents, Admonition), @theme-original/X reaches ours, and
// swizzled components our theme has no counterpart for do not break the build. Imported, built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Api', url: 'https://api.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  themeConfig: { footer: { copyright: 'Api', logo: { alt: 'Api logo', src: 'img/light.svg', srcDark: 'img/dark.svg' } } } };\n`,
  'docs/intro.mdx': `# Intro

import Partial from './\\_partial.mdx';
import ThemedImage from '@theme/ThemedImage';
import IdealImage from '@theme/IdealImage';

<Partial />

<Highlight color="#25c2a0">highlighted</Highlight>

:::tip

A tip.

:::

<ThemedImage alt="Logo" sources={{ light: '/img/light.svg', dark: '/img/dark.svg' }} />

<IdealImage img={require('./pic.png')} alt="Pic" />
`,
  // Docusaurus's frontMatter and contentTitle page exports, read in the page's own MDX.
  'docs/exports.mdx': `---\ntitle: From the front\nkeywords: [a, b]\n---\n\n# Exported title\n\n<p className="exports">{frontMatter.title} / {frontMatter.keywords.join('+')} / {contentTitle}</p>\n`,
  'docs/_partial.mdx': `Text from the partial.\n`,
  'static/img/light.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'static/img/dark.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'src/components/Highlight.js': `export default function Highlight({ children, color }) {
  return <span className="hl" style={{ backgroundColor: color }}>{children}</span>;
}\n`,
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';
export default { ...MDXComponents, Highlight };\n`,
  'src/theme/Admonition/index.js': `import Admonition from '@theme-original/Admonition';
export default function AdmonitionWrapper(props) {
  return <div className="wrapped-admonition"><Admonition {...props} /></div>;
}\n`,
  // Root (context providers around the whole app), a Footer wrapper and an own 404 page, as real sites swizzle them.
  'src/theme/Root.js': `import { SiteContext } from '@site/src/components/site-context';
export default function Root({ children }) {
  return <SiteContext.Provider value="from-root"><div className="site-root">{children}</div></SiteContext.Provider>;
}\n`,
  'src/components/site-context.js': `import { createContext, useContext } from 'react';
export const SiteContext = createContext('no-root');
export function RootValue() { return <span className="root-value">{useContext(SiteContext)}</span>; }\n`,
  'src/theme/Footer/index.js': `import Footer from '@theme-original/Footer';
import { RootValue } from '@site/src/components/site-context';
export default function FooterWrapper(props) {
  return <><div className="before-footer">Feedback? <RootValue /></div><Footer {...props} /></>;
}\n`,
  'src/theme/NotFound.js': `import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
export default function NotFound() {
  return <Layout title="Lost"><main className="own-404"><h1>Nothing at this address</h1></main><NotFoundContent className="kept-content" /></Layout>;
}\n`,
  // A feedback widget after the docs footer, as real sites add it; DocVersionBadge has no counterpart here.
  'src/theme/DocItem/Footer/index.js': `import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function FooterWrapper(props) {
  const { metadata } = useDoc();
  return <><Footer {...props} /><div className="doc-feedback">Was {metadata.title} ({metadata.permalink}) helpful?</div></>;
}\n`,
  // A DocItem/Layout wrapper adding comments under the page's column, as real sites do.
  'src/theme/DocItem/Layout/index.js': `import Layout from '@theme-original/DocItem/Layout';
export default function LayoutWrapper(props) {
  return <><Layout {...props} /><section className="doc-comments">Comments</section></>;
}\n`,
  'src/theme/DocVersionBadge/index.js': `import { useBlogPost } from '@docusaurus/theme-common/internal';\nexport default function F() { return useBlogPost(); }\n`,
  // Crawlee's home page: <PageMetadata> inside <Layout description>, each giving part of the head.
  'src/pages/meta.js': `import { PageMetadata } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
export default function Meta() {
  return <Layout description="Described by the layout"><PageMetadata title="Titled by metadata" keywords={['crawl', 'docs']} image="/img/og.png" /><p>Meta page</p></Layout>;
}\n`,
  // A full-screen page without the footer (a playground), as Docusaurus's <Layout noFooter> draws it.
  'src/pages/playground.js': `import Layout from '@theme/Layout';
export default function Playground() {
  return <Layout title="Playground" noFooter><div className="editor">Editor</div></Layout>;
}\n`,
  'src/pages/index.js': `import { useLocation, useHistory, matchPath } from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useColorMode, ThemeClassNames } from '@docusaurus/theme-common';
import { useActiveVersion, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
export default function Home() {
  const { pathname } = useLocation();
  const history = useHistory();
  const { colorMode } = useColorMode();
  const version = useActiveVersion();
  return <Layout title="Home"><p className={ThemeClassNames.page.mdxPage}>
    path {pathname}, dom {String(ExecutionEnvironment.canUseDOM)}, mode {colorMode}, version {version.name}/{useDocsVersion().version},
    match {String(matchPath('/docs/intro', { path: '/docs', exact: false }).isExact)}, push {typeof history.push}
  </p></Layout>;
}\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
const page = (route: string) => fs.readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8');

beforeAll(() => {
  const dir = tempDir('docusaurus-api', FILES);
  // A 1x1 PNG.
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  fs.writeFileSync(path.join(dir, 'docs/pic.png'), Buffer.from(png, 'base64'));
  imported = runImport(dir);
  built = runBuild(imported.outDir);
}, 240_000);

describe('Docusaurus client API and swizzled components', () => {
  it('imports swizzled components, naming those our theme has no counterpart for', () => {
    expect(imported.status, imported.output).toBe(0);
    expect(fs.existsSync(path.join(imported.outDir, 'src/theme/MDXComponents.js'))).toBe(true);
    expect(imported.output).toContain(
      'swizzled component src/theme/DocVersionBadge/index.js\n      copied; our theme has no @theme/DocVersionBadge',
    );
    expect(imported.output).not.toContain('swizzled component src/theme/MDXComponents');
    expect(imported.output).not.toContain('swizzled component src/theme/Admonition');
    for (const used of [
      'DocItem/Footer/index.js (@theme/DocItem/Footer)',
      'DocItem/Layout/index.js (@theme/DocItem/Layout)',
      'Footer/index.js (@theme/Footer)',
      'NotFound.js (@theme/NotFound)',
      'Root.js (@theme/Root)',
    ])
      expect(imported.output).toMatch(
        new RegExp(`swizzled components, used in place of ours.*src/theme/${used.replace(/[.()/]/g, '\\$&')}`),
      );
    expect(imported.output).not.toMatch(/swizzled component src\/theme\/(Root|Footer|NotFound)/);
  });

  it('a swizzled DocItem/Layout wraps the page column and its table of contents, the content inside', () => {
    expect(page('docs/intro')).toMatch(
      /<div class="container docs-container"><div class="row"><div class="col doc-col[^"]*">[\s\S]*Text from the partial\.[\s\S]*<\/div><\/div><section class="doc-comments">Comments<\/section><\/div><\/main>/,
    );
  });

  it('a swizzled DocItem/Footer wraps our docs footer and reads the page with useDoc()', () => {
    expect(page('docs/intro')).toMatch(
      /<div class="doc-feedback">Was <!-- -->Intro<!-- --> \(<!-- -->\/docs\/intro<!-- -->\) helpful\?<\/div>/,
    );
  });

  it('a swizzled Root wraps every page, navbar and footer included; a Footer wrapper wraps ours; an own 404 page', () => {
    const doc = page('docs/intro');
    // The site's Root is outside everything our shell draws, and its context reaches the swizzled footer.
    expect(doc).toMatch(
      /<div class="site-root"><div id="__skip"[\s\S]*<nav[\s\S]*<div class="before-footer">Feedback\? <span class="root-value">from-root<\/span><\/div><footer class="footer/,
    );
    expect(page('')).toContain('<span class="root-value">from-root</span>');
    // Our footer draws the config's footer.logo, one image per colour mode, above the copyright.
    expect(doc).toContain(
      '<div class="footer__logo-row"><img src="/img/light.svg" alt="Api logo" class="footer__logo footer__logo--light"/><img src="/img/dark.svg" alt="Api logo" class="footer__logo footer__logo--dark"/></div><div class="footer__copyright">Api</div>',
    );
    const notFound = fs.readFileSync(path.join(built.outDir, '404.html'), 'utf8');
    expect(notFound).toContain('<main class="own-404"><h1>Nothing at this address</h1></main>');
    expect(notFound).toMatch(/<main id="__main" class="container not-found kept-content"/);
    expect(notFound).toContain('<div class="site-root">');
    expect(notFound).toContain('<div class="before-footer">');
  });

  it('builds: router, ExecutionEnvironment, theme-common and docs client hooks answer in the prerender', () => {
    expect(built.status, built.output).toBe(0);
    expect(page('')).toMatch(
      /<p class="mdx-page">path <!-- -->\/<!-- -->, dom <!-- -->false<!-- -->, mode <!-- -->light<!-- -->, version <!-- -->current<!-- -->\/<!-- -->current<!-- -->,\s*match <!-- -->false<!-- -->, push <!-- -->function<\/p>/,
    );
  });

  it('PageMetadata gives the title, keywords and image; the Layout around it keeps its description', () => {
    const meta = page('meta');
    expect(meta).toMatch(/<title>Titled by metadata[^<]*<\/title>/);
    expect(meta).toMatch(/<meta name="description" content="Described by the layout"/);
    expect(meta).toContain('<meta name="keywords" content="crawl,docs"');
    expect(meta).toMatch(/<meta property="og:image" content="https:\/\/[^"]*\/img\/og\.png"/);
  });

  it("<Layout noFooter> draws the page without the footer (ours or the site's), in the HTML and its route data", () => {
    const playground = page('playground');
    expect(playground).toContain('<div class="editor">Editor</div>');
    expect(playground).not.toContain('<footer');
    expect(playground).not.toContain('before-footer');
    const route = JSON.parse(fs.readFileSync(path.join(built.outDir, 'playground', 'route.json'), 'utf8'));
    expect(route.noFooter).toBe(true);
    expect(page('meta')).toContain('before-footer');
    expect(page('meta')).toContain('<footer');
  });

  it('a swizzled MDXComponents adds components to every page; a swizzled Admonition wraps ours', () => {
    const doc = page('docs/intro');
    expect(doc).toContain('Text from the partial.');
    expect(doc).toContain('<span class="hl" style="background-color:#25c2a0">highlighted</span>');
    expect(doc).toMatch(/<div class="wrapped-admonition"><div class="[^"]*admonition[^"]*tip/);
    expect(doc).toContain('class="themedComponent themedComponent--light"');
    expect(doc).toContain('class="themedComponent themedComponent--dark"');
    expect(doc).toMatch(/<img src="\/assets\/[^"]*pic[^"]*\.png" alt="Pic" loading="lazy"/);
  });
});
