// Components an MDX page uses without importing them (`:::note` is an Admonition, `<Tabs>`, a ```mermaid
// block), imported by the page's own module instead of sitting in the map every page gets: the app's
// shell (`main`) then carries none of them, and a page loads only the ones it draws. The compiled page
// reads `_components = {...defaults, ..._provideComponents(), ...props.components}`; the module gets
// these components between its defaults and the provider's map, so a site's src/theme/MDXComponents
// still replaces them (src/theme/mdx/MdxContent.tsx), as before. Pages rendered from a page tree
// (plain Markdown, src/theme/mdx/TreeContent.tsx) get them from the tree renderer's map.
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { swizzledComponents } from '../docusaurus/aliases.ts';

/** Name in `_components` → the module and export it comes from (`default` or a named export). */
export function pageComponents(root: string, contentDir: string): Record<string, { from: string; name: string }> {
  const mdx = (file: string) => path.join(root, 'src/theme/mdx', file);
  return {
    // A site's swizzled Admonition (`@theme/Admonition`) draws `:::note` blocks, as in Docusaurus; else ours
    // (the module page trees use too, so both share its chunk).
    Admonition: swizzledComponents(contentDir).has('Admonition')
      ? { from: '@theme/Admonition', name: 'default' }
      : { from: mdx('Admonition.tsx'), name: 'Admonition' },
    Tabs: { from: mdx('Tabs.tsx'), name: 'Tabs' },
    TabItem: { from: mdx('Tabs.tsx'), name: 'TabItem' },
    mermaid: { from: mdx('Mermaid.tsx'), name: 'Mermaid' },
  };
}

const PROVIDER = '..._provideComponents()';

/**
 * Whether compiled MDX `code` draws `_components.<name>` or takes `name` out of `_components` (or, on a
 * page without plain elements, out of the provider's map: `const {name} = {..._provideComponents(), …}`).
 */
function uses(code: string, name: string): boolean {
  return (
    new RegExp(`\\b_components\\.${name}\\b`).test(code) ||
    new RegExp(
      `\\{[^{}]*\\b${name}\\b[^{}]*\\}\\s*=\\s*(_components\\b|\\{\\s*\\.\\.\\._provideComponents\\(\\))`,
    ).test(code)
  );
}

/** The module with imports of the components it uses, or null when it uses none (or is not compiled MDX). */
export function addComponentImports(code: string, components: ReturnType<typeof pageComponents>): MagicString | null {
  if (!code.includes(PROVIDER)) return null;
  const used = Object.entries(components).filter(([key]) => uses(code, key));
  if (!used.length) return null;
  const s = new MagicString(code);
  const imports = used.map(([key, { from, name }]) => `import {${name} as _lx_${key}} from ${JSON.stringify(from)};\n`);
  s.prepend(imports.join(''));
  s.append(`\nconst _lxComponents = {${used.map(([key]) => `${key}: _lx_${key}`).join(', ')}};\n`);
  for (let at = code.indexOf(PROVIDER); at !== -1; at = code.indexOf(PROVIDER, at + 1))
    s.appendLeft(at, '..._lxComponents, ');
  return s;
}

/** The Vite plugin, after the MDX plugin (lexora:mdx), for the client and the server build and the dev server. */
export function mdxComponentImports(root: string, contentDir: string): Plugin {
  let components: ReturnType<typeof pageComponents> | undefined;
  return {
    name: 'lexora:mdx-component-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.mdx?$/.test(id.split('?')[0]!)) return;
      components ??= pageComponents(root, contentDir);
      const s = addComponentImports(code, components);
      return s ? { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) } : undefined;
    },
  };
}
