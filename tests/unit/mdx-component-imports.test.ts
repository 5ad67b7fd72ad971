// MDX pages import the larger components they draw (prerender/bundle/mdx-component-imports.ts) instead of
// getting them from the map in the app's shell; tests/browser/first-visit.test.ts checks the chunks a page loads.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MDXProvider } from '@mdx-js/react';

vi.mock('@generated/site-data.json', async () => (await import('../support/site-data')).siteDataModule());
import { addComponentImports, pageComponents } from '../../prerender/bundle/mdx-component-imports';
import remarkMermaid from '../../prerender/mdx/remark-mermaid';
import { mdxComponents } from '../../src/theme/mdx/components';

const mdx = async (source: string) =>
  String(
    await compile(source, {
      providerImportSource: '@mdx-js/react',
      development: false,
      remarkPlugins: [remarkMermaid],
    }),
  );

const components = pageComponents(process.cwd(), tempDir('lexora-content'));
// Written inside the project so the module resolves react, @mdx-js/react and the theme's modules.
const modulesDir = path.resolve('.cache', `test-mdx-component-imports-${process.pid}`);
afterAll(() => fs.rmSync(modulesDir, { recursive: true, force: true }));

async function render(code: string, provided: Record<string, unknown>): Promise<string> {
  fs.mkdirSync(modulesDir, { recursive: true });
  const file = path.join(modulesDir, `page-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(file, code);
  const Content = (await import(pathToFileURL(file).href)).default as ComponentType;
  return renderToString(createElement(MDXProvider, { components: provided as never }, createElement(Content)));
}

describe('components an MDX page draws without importing them', () => {
  it('are imported by the page module, only the ones it uses', async () => {
    const code = await mdx('# Title\n\n<Admonition type="tip">Careful.</Admonition>\n\nText.\n');
    const page = addComponentImports(code, components)!.toString();
    expect(page).toContain('import {Admonition as _lx_Admonition} from');
    expect(page).not.toContain('Tabs.tsx');
    expect(page).toContain('..._lxComponents, ..._provideComponents()');
    // The shell's map has none of them: the page draws the admonition with its own import.
    expect(Object.keys(mdxComponents)).not.toContain('Admonition');
    const html = await render(page, mdxComponents);
    expect(html).toContain('theme-admonition theme-admonition-tip');
    expect(html).toContain('Careful.');
  });

  it('draw Tabs, and import Mermaid for a diagram', async () => {
    const tabs = await mdx(
      '<Tabs><TabItem value="a" label="A">first</TabItem><TabItem value="b">second</TabItem></Tabs>\n',
    );
    const page = addComponentImports(tabs, components)!.toString();
    expect(page).toMatch(/import \{Tabs as _lx_Tabs\} from ".*Tabs\.tsx"/);
    expect(page).not.toContain('Mermaid');
    const html = await render(page, mdxComponents);
    expect(html).toContain('role="tablist"');
    expect(html).toContain('first');
    const diagram = addComponentImports(await mdx('```mermaid\ngraph TD; A-->B\n```\n'), components)!.toString();
    expect(diagram).toMatch(/import \{Mermaid as _lx_mermaid\} from ".*Mermaid\.tsx"/);
    expect(diagram).toContain('const _lxComponents = {mermaid: _lx_mermaid}');
  });

  it("leave a site's own component in the provider's map the winner", async () => {
    const code = await mdx('<Admonition>Hello.</Admonition>\n');
    const page = addComponentImports(code, components)!.toString();
    const html = await render(page, { ...mdxComponents, Admonition: () => createElement('aside', null, 'site') });
    expect(html).toBe('<aside>site</aside>');
  });

  it('leave a page that uses none of them as it is', async () => {
    expect(
      addComponentImports(await mdx('# Title\n\nText with Tabs and Admonition as words.\n'), components),
    ).toBeNull();
    expect(addComponentImports('export default 1', components)).toBeNull();
  });

  it("import a site's swizzled Admonition through @theme/Admonition", () => {
    const content = tempDir('lexora-content', { 'src/theme/Admonition.js': 'export default () => null;\n' });
    expect(pageComponents(process.cwd(), content).Admonition).toEqual({ from: '@theme/Admonition', name: 'default' });
  });
});
