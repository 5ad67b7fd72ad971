// The table of contents' swizzles, the most used after the navbar's and the sidebars' (repositories holding
// src/theme/TOC/index.js 133, index.tsx 152, TOCItems 43, TOCCollapsible 10 in the GitHub code index):
// a wrapper around @theme-original/TOC with a call to action under it (as ory's docs have), Docusaurus's
// ejected TOC drawing @theme/TOCItems (as pulsar's), a TOCItems and a TOCCollapsible wrapper, and a
// swizzle importing what is not provided here (ours kept, the import named at its line). Two sites, each
// imported and built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const CONFIG = `module.exports = { title: 'Toc', url: 'https://toc.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: {} }]] };\n`;
const PAGES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': `---\nsidebar_position: 1\ntoc_max_heading_level: 4\n---\n\n# Intro\n\n## Install it\n\nText.\n\n### From npm\n\nText.\n\n#### With a lock file\n\nText.\n\n## Use it\n\nText.\n`,
  'docs/plain.md': `---\nsidebar_position: 2\n---\n\n# Plain\n\nNo headings, no table of contents.\n`,
  'docs/guides/setup.md': `---\ntitle: Setup\n---\n\nSet it up.\n`,
  'blog/2024-01-02-first.md': `---\ntitle: First post\n---\n\nThe first.\n\n## Why\n\nText.\n\n## How\n\nText.\n`,
  // A versions page as sites write it (each version's main doc found in its docs, the latest marked), reading
  // the docs plugin's global data.
  'src/pages/versions.js': `import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { useDocsData, useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
export default function Versions() {
  const latest = useLatestVersion();
  const mainDoc = (v) => v.docs.find((d) => d.id === v.mainDocId);
  return (
    <Layout title="Versions">
      <ul className="all-versions">
        {useVersions().map((v) => (
          <li key={v.name}>
            <Link to={mainDoc(v).path}>{v.label}</Link> {v.path}: {v.docs.map((d) => d.id + '@' + d.path + '@' + d.sidebar).join(' ')};
            sidebars {Object.entries(v.sidebars).map(([name, s]) => name + ' from ' + s.link.label + ' ' + s.link.path).join(' ')}
            {v.name === latest.name ? ' (latest)' : ''}
          </li>
        ))}
      </ul>
      <p className="docs-data">{useDocsData().path} {useDocsData().versions.length}</p>
    </Layout>
  );
}\n`,
};

const WRAPPERS: Record<string, string> = {
  ...PAGES,
  'src/theme/TOC/index.js': `import TOC from '@theme-original/TOC';
export default function TOCWrapper(props) {
  return (
    <div className="own-toc">
      <TOC {...props} />
      <a className="toc-cta" href="https://example.com/try">Try it ({props.toc.length})</a>
    </div>
  );
}\n`,
  'src/theme/TOCItems/index.js': `import TOCItems from '@theme-original/TOCItems';
export default function TOCItemsWrapper(props) {
  return <><p className="toc-heading">Contents</p><TOCItems {...props} /></>;
}\n`,
  'src/theme/TOCCollapsible/index.js': `import TOCCollapsible from '@theme-original/TOCCollapsible';
export default function TOCCollapsibleWrapper(props) {
  return <div className="own-collapsible"><TOCCollapsible {...props} /></div>;
}\n`,
  // Breadcrumbs: a line under ours, and a home item of its own (as crawlee's links to its /js home).
  'src/theme/DocBreadcrumbs/index.js': `import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
export default function DocBreadcrumbsWrapper(props) {
  return <><DocBreadcrumbs {...props} /><p className="crumb-note">In the docs</p></>;
}\n`,
  'src/theme/DocBreadcrumbs/Items/Home/index.js': `import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import IconHome from '@theme/Icon/Home';
import styles from './styles.module.css';
export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs__item">
      <Link aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })} className="breadcrumbs__link" href="/docs/intro">
        <IconHome className={'own-home ' + styles.icon} />
      </Link>
    </li>
  );
}\n`,
  'src/theme/DocBreadcrumbs/Items/Home/styles.module.css': `.icon { vertical-align: -2px; }\n`,
  // A notice above the version banner on every docs page (an ad, as on a site of one version), and comments
  // under the previous/next links reading the page from useDoc().
  'src/theme/DocVersionBanner/index.js': `import DocVersionBanner from '@theme-original/DocVersionBanner';
export default function DocVersionBannerWrapper(props) {
  return <><div className="docs-notice">Notice</div><DocVersionBanner {...props} /></>;
}\n`,
  'src/theme/DocItem/Paginator/index.js': `import Paginator from '@theme-original/DocItem/Paginator';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function PaginatorWrapper(props) {
  const { metadata } = useDoc();
  return <><Paginator {...props} /><section className="doc-comments">Comments on {metadata.title}</section></>;
}\n`,
};

const EJECTED: Record<string, string> = {
  ...PAGES,
  // Two versions (Docusaurus's \`docs:version 1.0\` of these pages), and a page only the next one has.
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': PAGES['docs/intro.md'],
  'versioned_docs/version-1.0/plain.md': PAGES['docs/plain.md'],
  'versioned_docs/version-1.0/guides/setup.md': PAGES['docs/guides/setup.md'],
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": [{ "type": "autogenerated", "dirName": "." }] }\n',
  'docs/next-only.md': `---\nsidebar_position: 3\n---\n\n# Next only\n\nNew in the next version.\n`,
  // A version banner and previous/next links ejected from Docusaurus (the hooks and parts they use), restyled.
  'src/theme/DocVersionBanner/index.js': `import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useActivePlugin, useDocVersionSuggestions, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames, useDocsPreferredVersion } from '@docusaurus/theme-common';
function Banner({ className, versionMetadata }) {
  const { siteConfig } = useDocusaurusContext();
  const { pluginId } = useActivePlugin({ failfast: true });
  const { savePreferredVersionName } = useDocsPreferredVersion(pluginId);
  const { latestDocSuggestion, latestVersionSuggestion } = useDocVersionSuggestions(pluginId);
  const target = latestDocSuggestion ?? latestVersionSuggestion.docs.find((d) => d.id === latestVersionSuggestion.mainDocId);
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--danger own-banner')} role="alert">
      {siteConfig.title} {versionMetadata.label} is {versionMetadata.banner}.{' '}
      <Link to={target.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>Read {latestVersionSuggestion.label}</Link>
    </div>
  );
}
export default function DocVersionBanner({ className }) {
  const versionMetadata = useDocsVersion();
  return versionMetadata.banner ? <Banner className={className} versionMetadata={versionMetadata} /> : null;
}\n`,
  'src/theme/DocItem/Paginator/index.js': `import React from 'react';
import { useActiveDocContext, useDoc } from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
export default function DocItemPaginator() {
  const { metadata } = useDoc();
  // The page in every version that has it (a version switcher's links).
  const { activeDoc, activeVersion, alternateDocVersions } = useActiveDocContext();
  return (
    <>
      <DocPaginator className="docusaurus-mt-lg own-pager" previous={metadata.previous} next={metadata.next} />
      <p className="in-versions">{activeDoc.id} in {activeVersion.name}: {Object.entries(alternateDocVersions).map(([name, d]) => name + ' ' + d.path).join(', ')}</p>
    </>
  );
}\n`,
  // Docusaurus's own TOC as \`swizzle --eject\` writes it, with a line added above the list.
  'src/theme/TOC/index.js': `import React from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import styles from './styles.module.css';
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';
export default function TOC({ className, ...props }) {
  return (
    <div className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <p className="toc-thumb">On this page</p>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />
    </div>
  );
}\n`,
  // Docusaurus's own DocBreadcrumbs, as \`swizzle --eject\` writes it (its hooks and parts), a class added.
  'src/theme/DocBreadcrumbs/index.js': `import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
function ItemLink({ children, href, isLast }) {
  if (isLast || !href) return <span className="breadcrumbs__link">{children}</span>;
  return <Link className="breadcrumbs__link" href={href}><span>{children}</span></Link>;
}
export default function DocBreadcrumbs() {
  const breadcrumbs = useSidebarBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  if (!breadcrumbs) return null;
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav className={clsx(ThemeClassNames.docs.docBreadcrumbs, 'own-crumbs')} aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs' })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            return (
              <li key={idx} className={clsx('breadcrumbs__item', { 'breadcrumbs__item--active': isLast })} data-type={item.type}>
                <ItemLink href={item.href} isLast={isLast}>{item.label}</ItemLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}\n`,
  'src/theme/TOC/styles.module.css': `.tableOfContents { position: sticky; top: 4rem; }\n`,
  // Docusaurus's own TOCCollapsible imports parts of it we do not have.
  'src/theme/TOCCollapsible/index.js': `import React from 'react';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
export default function TOCCollapsible(props) {
  return <div className="their-collapsible"><CollapseButton /></div>;
}\n`,
};

let wrappers: { imported: ReturnType<typeof runImport>; built: BuildResult };
let ejected: { imported: ReturnType<typeof runImport>; built: BuildResult };
const page = (built: BuildResult, route: string) =>
  fs.readFileSync(path.join(built.outDir, route, 'index.html'), 'utf8');

beforeAll(() => {
  for (const [name, files] of [
    ['toc-wrappers', WRAPPERS],
    ['toc-ejected', EJECTED],
  ] as const) {
    const imported = runImport(tempDir(`docusaurus-swizzles-${name}`, files));
    const site = { imported, built: runBuild(imported.outDir) };
    if (name === 'toc-wrappers') wrappers = site;
    else ejected = site;
  }
}, 300_000);

describe('swizzled TOC, TOCItems and TOCCollapsible', () => {
  it('imports the wrappers as used in place of ours, and builds', () => {
    expect(wrappers.imported.status, wrappers.imported.output).toBe(0);
    for (const used of ['TOC', 'TOCItems', 'TOCCollapsible'])
      expect(wrappers.imported.output).toMatch(
        new RegExp(`swizzled components, used in place of ours.*\\(@theme/${used}\\)`),
      );
    expect(wrappers.imported.output).not.toMatch(/swizzled component src\/theme\/TOC/);
    expect(wrappers.built.status, wrappers.built.output).toBe(0);
  });

  it('a TOC wrapper draws ours inside it, with the TOCItems wrapper in ours, on docs pages and posts', () => {
    const doc = page(wrappers.built, 'docs/intro');
    // Docusaurus's props: the page's headings at its levels (toc_max_heading_level: 4 keeps the h4).
    expect(doc).toMatch(
      /<div class="own-toc"><nav class="toc-desktop thin-scrollbar"[^>]*><p class="toc-heading">Contents<\/p><ul class="table-of-contents table-of-contents__left-border">[\s\S]*?href="#install-it"[\s\S]*?href="#from-npm"[\s\S]*?href="#with-a-lock-file"[\s\S]*?href="#use-it"[\s\S]*?<\/ul><\/nav><a class="toc-cta" href="https:\/\/example.com\/try">Try it \(<!-- -->4<!-- -->\)<\/a><\/div>/,
    );
    expect(page(wrappers.built, 'blog/2024/01/02/first')).toMatch(
      /<div class="own-toc"><nav class="toc-desktop[\s\S]*?href="#why"[\s\S]*?href="#how"[\s\S]*?<\/nav><a class="toc-cta"/,
    );
    // No headings: no table of contents, so no wrapper either (as Docusaurus draws none).
    expect(page(wrappers.built, 'docs/plain')).not.toContain('own-toc');
  });

  it('a TOCCollapsible wrapper draws ours inside it above the content', () => {
    expect(page(wrappers.built, 'docs/intro')).toMatch(
      /<div class="own-collapsible"><div class="toc-mobile"><button type="button" class="clean-btn toc-mobile__button"/,
    );
    expect(page(wrappers.built, 'blog/2024/01/02/first')).toContain(
      '<div class="own-collapsible"><div class="toc-mobile">',
    );
  });

  it("Docusaurus's ejected TOC draws our TOCItems with its link classes; an unusable TOCCollapsible is named and ours kept", () => {
    expect(ejected.imported.status, ejected.imported.output).toBe(0);
    expect(ejected.imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/TOC\)/);
    expect(ejected.imported.output).toMatch(
      /swizzled component src\/theme\/TOCCollapsible\/index\.js\s+copied, not used: it imports what is not supported here \(src\/theme\/TOCCollapsible\/index\.js:2: import "@theme\/TOCCollapsible\/CollapseButton" is not supported here\), so ours stays in place of @theme\/TOCCollapsible/,
    );
    expect(ejected.built.status, ejected.built.output).toBe(0);
    const doc = page(ejected.built, 'docs/intro');
    expect(doc).toMatch(
      /<div class="[^"]*tableOfContents[^"]* thin-scrollbar"><p class="toc-thumb">On this page<\/p><ul class="table-of-contents table-of-contents__left-border"><li[^>]*><a href="#install-it" class="table-of-contents__link toc-highlight">Install it<\/a>/,
    );
    expect(doc).not.toContain('toc-desktop');
    expect(doc).not.toContain('their-collapsible');
    expect(doc).toContain('<div class="toc-mobile"><button');
  });

  it('a DocBreadcrumbs wrapper draws ours with the site home item, and a line under them', () => {
    expect(wrappers.imported.output).toMatch(
      /used in place of ours.*\(@theme\/DocBreadcrumbs\).*\(@theme\/DocBreadcrumbs\/Items\/Home\)/,
    );
    expect(page(wrappers.built, 'docs/guides/setup')).toMatch(
      /<nav aria-label="Breadcrumbs" class="breadcrumbs-nav"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="\/docs\/intro"[^>]*><svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" class="own-home [^"]+">[\s\S]*?<\/a><\/li><li class="breadcrumbs__item"><span class="breadcrumbs__link">guides<\/span><\/li><li class="breadcrumbs__item breadcrumbs__item--active" aria-current="page"><span class="breadcrumbs__link">Setup<\/span><\/li><\/ul><\/nav><p class="crumb-note">In the docs<\/p>/,
    );
  });

  it("Docusaurus's ejected DocBreadcrumbs draws from useSidebarBreadcrumbs() with our home item", () => {
    expect(ejected.imported.output).toMatch(/used in place of ours.*\(@theme\/DocBreadcrumbs\)/);
    expect(page(ejected.built, 'docs/guides/setup')).toMatch(
      /<nav class="theme-doc-breadcrumbs own-crumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a [^>]*href="\/"[^>]*><svg[\s\S]*?<\/a><\/li><li class="breadcrumbs__item" data-type="category"><span class="breadcrumbs__link">guides<\/span><\/li><li class="breadcrumbs__item breadcrumbs__item--active" data-type="link"><span class="breadcrumbs__link">Setup<\/span><\/li><\/ul><\/nav>/,
    );
  });

  it('a DocVersionBanner wrapper draws above the page on every docs page, and a Paginator wrapper under our links', () => {
    expect(wrappers.imported.output).toMatch(
      /used in place of ours.*\(@theme\/DocItem\/Paginator\).*\(@theme\/DocVersionBanner\)/,
    );
    for (const route of ['docs/intro', 'docs/plain', 'docs/guides/setup'])
      expect(page(wrappers.built, route)).toMatch(
        /<div class="col doc-col[^"]*"><div class="docs-notice">Notice<\/div><article>/,
      );
    // One version: ours draws no banner, as Docusaurus's.
    expect(page(wrappers.built, 'docs/intro')).not.toContain('theme-doc-version-banner');
    expect(page(wrappers.built, 'docs/plain')).toMatch(
      /<\/article><nav class="pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="\/docs\/intro"[^>]*>[\s\S]*?<div class="pagination-nav__label">Intro<\/div><\/a><a class="pagination-nav__link pagination-nav__link--next" href="\/docs\/guides\/setup"[\s\S]*?<\/nav><section class="doc-comments">Comments on <!-- -->Plain<\/section><\/div>/,
    );
    expect(page(wrappers.built, 'blog/2024/01/02/first')).not.toMatch(/docs-notice|doc-comments/);
  });

  it("Docusaurus's ejected DocVersionBanner and DocItem/Paginator draw from its hooks and @theme/DocPaginator", () => {
    for (const used of ['DocVersionBanner', 'DocItem/Paginator'])
      expect(ejected.imported.output).toMatch(new RegExp(`used in place of ours.*\\(@theme/${used}\\)`));
    const banner = (route: string) =>
      page(ejected.built, route)
        .replaceAll('<!-- -->', '')
        .match(/<div class="[^"]*own-banner"[\s\S]*?<\/div>/)?.[0];
    // The next version is unreleased: the banner links to this page in 1.0, or to 1.0's first doc.
    expect(banner('docs/next/plain')).toMatch(
      /^<div class="theme-doc-version-banner alert alert--danger own-banner" role="alert">Toc Next is unreleased\. <a [^>]*href="\/docs\/plain"[^>]*>Read 1\.0<\/a><\/div>$/,
    );
    expect(banner('docs/next/next-only')).toMatch(/href="\/docs\/intro"[^>]*>Read 1\.0<\/a>/);
    expect(banner('docs/plain')).toBeUndefined();
    expect(page(ejected.built, 'docs/plain')).not.toContain('theme-doc-version-banner');
    expect(page(ejected.built, 'docs/next/plain')).toMatch(
      /<nav class="pagination-nav docusaurus-mt-lg own-pager" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="\/docs\/next\/intro"[^>]*><div class="pagination-nav__sublabel">Previous<\/div><div class="pagination-nav__label">Intro<\/div><\/a><a class="pagination-nav__link pagination-nav__link--next" href="\/docs\/next\/next-only"[^>]*><div class="pagination-nav__sublabel">Next<\/div><div class="pagination-nav__label">Next only<\/div><\/a><\/nav>/,
    );
    expect(page(ejected.built, 'docs/intro')).toMatch(
      /<nav class="pagination-nav docusaurus-mt-lg own-pager" aria-label="Docs pages"><span><\/span><a class="pagination-nav__link pagination-nav__link--next" href="\/docs\/plain"/,
    );
  });
});

describe("the docs plugin's global data: each version's docs", () => {
  const text = (built: BuildResult, route: string, cls: string) =>
    page(built, route)
      .replaceAll('<!-- -->', '')
      .match(new RegExp(`<(?:ul|p) class="${cls}">([\\s\\S]*?)</(?:ul|p)>`))?.[1]
      .replace(/<[^>]+>/g, '|');

  it('useVersions() lists every doc of each version with its path and sidebar, and each sidebar its first link', () => {
    // Newest first, as Docusaurus's global data: the main doc of each found among its docs, 1.0 the latest.
    expect(text(ejected.built, 'versions', 'all-versions')).toBe(
      [
        '||Next| /docs/next: guides/setup@/docs/next/guides/setup@defaultSidebar intro@/docs/next/intro@defaultSidebar',
        ' next-only@/docs/next/next-only@defaultSidebar plain@/docs/next/plain@defaultSidebar;',
        ' sidebars defaultSidebar from Intro /docs/next/intro|',
        '||1.0| /docs: guides/setup@/docs/guides/setup@docs intro@/docs/intro@docs plain@/docs/plain@docs;',
        ' sidebars docs from Intro /docs/intro (latest)|',
      ].join(''),
    );
    expect(page(ejected.built, 'versions')).toMatch(/<a [^>]*href="\/docs\/next\/intro"[^>]*>Next<\/a>/);
    expect(text(ejected.built, 'versions', 'docs-data')).toBe('/docs 2');
    // A site of one version: its `current` version, labelled Next, at the docs' path.
    expect(text(wrappers.built, 'versions', 'all-versions')).toBe(
      [
        '||Next| /docs: guides/setup@/docs/guides/setup@defaultSidebar intro@/docs/intro@defaultSidebar',
        ' plain@/docs/plain@defaultSidebar; sidebars defaultSidebar from Intro /docs/intro (latest)|',
      ].join(''),
    );
  });

  it("loads the docs list only on pages calling those hooks, not on those using the module's other hooks", () => {
    // The JavaScript a first visit loads: the page's scripts and the modules they preload.
    const firstVisitJs = (route: string) =>
      [...page(wrappers.built, route).matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)]
        .map((m) => fs.readFileSync(path.join(wrappers.built.outDir, m[1]!), 'utf8'))
        .join('\n');
    // Docs pages import @docusaurus/plugin-content-docs/client too (the Paginator wrapper's useDoc()).
    expect(page(wrappers.built, 'docs/plain')).toContain('class="doc-comments"');
    expect(firstVisitJs('docs/plain')).not.toContain('/docs/guides/setup/');
    expect(firstVisitJs('versions')).toContain('/docs/guides/setup/');
  });

  it('useActiveDocContext() gives the doc on screen and the same doc in the other versions', () => {
    expect(text(ejected.built, 'docs/next/plain', 'in-versions')).toBe(
      'plain in current: current /docs/next/plain, 1.0 /docs/plain',
    );
    expect(text(ejected.built, 'docs/next/next-only', 'in-versions')).toBe(
      'next-only in current: current /docs/next/next-only',
    );
    expect(text(ejected.built, 'docs/guides/setup', 'in-versions')).toBe(
      'guides/setup in 1.0: current /docs/next/guides/setup, 1.0 /docs/guides/setup',
    );
  });
});
