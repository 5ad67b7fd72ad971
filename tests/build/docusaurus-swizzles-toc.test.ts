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
};

const EJECTED: Record<string, string> = {
  ...PAGES,
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
});
