// Docusaurus content imports (`@theme/*`, `@docusaurus/*`, `@site/…`, SVGs, `require`) build with our
// components; an import outside the alias table fails with the page's line and the supported list.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';
import { DOCUSAURUS_ALIASES, SUPPORTED_HINT } from '../../prerender/docusaurus/aliases';

const GUIDE = `---
title: Guide
description: The guide.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import TOCInline from '@theme/TOCInline';
import Hello, { Greeting } from '@site/src/components/Hello';
import Logo from '@site/static/img/logo.svg';

<Greeting />

<Logo className="mdx-logo" aria-label="Logo in MDX" />

<TOCInline toc={toc} />

## Install

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Mac text.

</TabItem>
<TabItem value="win" label="Windows">

Win text.

</TabItem>
</Tabs>

<Admonition type="tip" title="Component tip">Careful.</Admonition>

<CodeBlock language="js" title="hello.js">{'console.log("<b>");'}</CodeBlock>

<Details summary="More">Hidden text.</Details>

<Hello />

## Use

See [welcome](/docs/).
`;

const HELLO = `import Logo from '@site/static/img/logo.svg';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, { translate } from '@docusaurus/Translate';

export default function Hello() {
  const Other = require('@site/static/img/logo.svg').default;
  const { siteConfig } = useDocusaurusContext();
  return <p className="hello"><b>{siteConfig.title}</b> <a href={useBaseUrl('/img/logo.svg')}>logo</a> <Logo className="logo-svg" role="img" /><Other width={10} /></p>;
}

export function Greeting() {
  return <p className="greeting" title={translate({ message: 'Hi {who}', id: 'x' }, { who: 'you' })}><Translate values={{ who: <b>reader</b> }}>{'Hello {who}!'}</Translate></p>;
}
`;

const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="x"><title>Logo</title><circle cx="5" cy="5" r="4"/></svg>\n';

function html(outDir: string, route: string): string {
  return fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
}

describe('Docusaurus imports', () => {
  it('@theme/* and @docusaurus/* render our components; @site/ paths, JSX in .js, SVG components and require() work', () => {
    const res = runBuild(
      makeFixture({ 'docs/guide.mdx': GUIDE, 'src/components/Hello.js': HELLO, 'static/img/logo.svg': SVG }),
    );
    expect(res.status, res.output).toBe(0);
    const page = html(res.outDir, 'docs/guide');
    expect(page).toContain(
      '<div class="toc-inline"><ul><li><a href="#install">Install</a></li><li><a href="#use">Use</a></li></ul></div>',
    );
    expect(page).toMatch(/<li role="tab"[^>]*aria-selected="true"[^>]*>macOS<\/li>/);
    expect(page).toContain('<span>Component tip</span></div><div class="admonition__content">Careful.</div>');
    expect(page).toContain('<div class="code-block__title">hello.js</div>');
    // A string child is coloured by Prism as a fence is (a70bacf), its markup-like text still escaped.
    expect(page).toContain(
      '<span class="code-line">console<span class="token punctuation">.</span><span class="token function">log</span><span class="token punctuation">(</span><span class="token string">&quot;&lt;b&gt;&quot;</span>',
    );
    expect(page).toContain('<summary>More</summary><div class="details__content">Hidden text.</div>');
    expect(page).toContain(
      '<p class="hello"><b>Fixture Docs</b> <a href="/img/logo.svg">logo</a> <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="logo-svg" role="img"><title>Logo</title><circle cx="5" cy="5" r="4"/></svg>',
    );
    expect(page).toContain('class="x" width="10"><title>Logo</title>');
    expect(page).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" stroke-width="2" class="mdx-logo" aria-label="Logo in MDX"><title>Logo</title>',
    );
    expect(page).toContain('<p class="greeting" title="Hi you">Hello <b>reader</b>!</p>');
  });

  it('an unknown @theme/ import in MDX fails at its line, naming the supported imports', () => {
    const res = runBuild(
      makeFixture({
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\nimport Tabs from '@theme/Tabs';\nimport Fancy from '@theme/FancyBox';\n\n## Install\n\n<Fancy />\n`,
      }),
    );
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('docs/guide.mdx:7: import "@theme/FancyBox" is not supported here');
    // Every import of the alias table, as the table lists them (a table that grows does not change this test).
    expect(res.output).toContain(`fix: ${SUPPORTED_HINT}`);
    for (const spec of Object.keys(DOCUSAURUS_ALIASES)) expect(SUPPORTED_HINT).toContain(` ${spec},`);
    expect(res.output).not.toContain('[3/5] bundles');
  });

  it('an unknown @docusaurus/ import in a component fails naming the component file', () => {
    const res = runBuild(
      makeFixture({
        'docs/guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\nimport Hello from '@site/src/components/Hello';\n\n## Install\n\n<Hello />\n`,
        'src/components/Hello.js': `import useRouteContext from '@docusaurus/useRouteContext';\nexport default function Hello() { return <p>{String(useRouteContext())}</p>; }\n`,
      }),
    );
    expect(res.status).not.toBe(0);
    expect(res.output).toMatch(
      /src\/components\/Hello\.js:1: import "@docusaurus\/useRouteContext" is not supported here/,
    );
    expect(res.output).not.toContain('[3/5] bundles');
    expect(res.output).not.toMatch(/\n\s+at /);
  });
});
