// The client bundle's split of an MDX page into the page module and its static parts
// (prerender/bundle/static-parts.ts); tests/browser/first-visit.test.ts renders both in Chromium.
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { splitStaticParts } from '../../prerender/bundle/static-parts';

const mdx = async (source: string) =>
  String(await compile(source, { providerImportSource: '@mdx-js/react', development: false }));

const longList = Array.from({ length: 60 }, (_, i) => `- item number ${i} with **bold** and \`code\``).join('\n');

describe('static parts of an MDX page', () => {
  it('moves plain subtrees and links into the parts module and keeps components and small elements in the page', async () => {
    const code = await mdx(
      `import Tip from './tip.mdx';\n\n# Title\n\n[Go](/g/)\n\n${longList}\n\n${'A long paragraph. '.repeat(12)}It links to [another page](/docs/other/).\n\n<Tip />\n\n<Tabs><TabItem value="a">x</TabItem></Tabs>\n`,
    );
    const split = splitStaticParts(code, '/site/docs/page.mdx')!;
    expect(split.parts).not.toBeNull();
    // The list's items are in the parts, with a placeholder in the page that keeps the server markup.
    expect(split.parts).toContain('item number 59');
    expect(split.page).not.toContain('item number 59');
    expect(split.page).toContain('...(_S ? {children: _S[0](_components)} : {..._K, ref: _components.__keepMarkup})');
    expect(split.page).toContain('dangerouslySetInnerHTML: {__html: ""}');
    expect(split.parts).toContain('import {__setStatic} from "/site/docs/page.mdx"');
    // Links move with their paragraph (src/theme/mdx/kept-markup.ts gives them their behaviour);
    // components are rendered, and an element too small to be worth a placeholder stays.
    expect(split.parts).toContain('/docs/other/');
    expect(split.page).not.toContain('/docs/other/');
    expect(split.page).toContain('"/g/"');
    expect(split.page).toContain('Tabs');
    // MDX's missing-component check runs where the page is prerendered, not again in the browser.
    expect(code).toContain('_missingMdxReference("Tabs", true)');
    expect(split.page).not.toContain('_missingMdxReference');
    // __static loads the parts (by the page's own path: a relative one was also resolved from index.html)
    // and those of the imported partial.
    expect(split.page).toContain('import * as _P0 from "./tip.mdx"');
    expect(split.page).toMatch(
      /export const __static = \(\) => Promise\.all\(\[_S \? null : import\("\/site\/docs\/page\.mdx\.static-parts"\), _P0\.__static\(\)\]\)/,
    );
  });

  it('moves a heading with its anchor link, and a short partial that is mostly one paragraph', async () => {
    const heading = `## A heading long enough to be worth a placeholder, with [a link](#anchor)\n\n${'Some text. '.repeat(200)}\n`;
    const page = splitStaticParts(await mdx(heading), '/site/docs/heading.mdx')!;
    expect(page.parts).toContain('A heading long enough');
    expect(page.page).toContain('_jsxs(_components.h2, {');
    // Under MIN_TOTAL in all, but most of the module's code: split (every page importing it gains).
    const tip = await mdx(`${'A tip about keys, which readers of many pages see. '.repeat(25)}\n`);
    expect(splitStaticParts(tip, '/site/docs/tip.mdx')!.parts).toContain('A tip about keys');
    const mixed = await mdx(
      `${'Short text. '.repeat(10)}\n\n<Tabs><TabItem value="a">${'x '.repeat(400)}</TabItem></Tabs>\n`,
    );
    expect(splitStaticParts(mixed, '/site/docs/mixed.mdx')!.parts).toBeNull();
  });

  it('leaves a page with little static content whole, still with __static', async () => {
    const split = splitStaticParts(await mdx('# Title\n\nA short paragraph.\n'), '/site/docs/small.mdx')!;
    expect(split.parts).toBeNull();
    expect(split.page).not.toContain('_S[');
    expect(split.page).toContain('export const __static = () => Promise.all([])');
  });

  it('does not touch other modules', () => {
    expect(splitStaticParts('export const x = 1;', '/site/src/x.mdx')).toBeNull();
  });
});
