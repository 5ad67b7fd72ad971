// Docusaurus's `frontMatter` and `contentTitle` page exports: an MDX page may write `{frontMatter.title}`
// or import another page's `frontMatter`. A page that mentions either name (and does not define it
// itself) gets `export const frontMatter = {…}` (its YAML, read as Docusaurus reads it: js-yaml) and
// `export const contentTitle` (the text of its leading `# H1`, else undefined, as Docusaurus's).
// A docs page, post or page of src/pages that mentions `metadata` gets `export const metadata`: Docusaurus's
// page metadata (permalink, sidebar, previous/next, edit URL, last update…), which depends on other files
// and the config, so it is not compiled into the page: the page imports it from a JSON file the build writes
// before bundling (prerender/bundle/page-metadata.ts), and the compile stays the same whatever it holds.
import path from 'node:path';
import { createRequire } from 'node:module';
import { parse } from 'acorn';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { FileRoutes } from '../mdx/remark-links.ts';
import { visit } from '../mdx/walk.ts';
import { pageMetadataModule } from '../mdx/page-metadata-module.ts';

const requireHere = createRequire(import.meta.url);

function esm(code: string) {
  return {
    type: 'mdxjsEsm',
    value: code,
    data: { estree: parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) },
  };
}

/** Docusaurus's content title: an H1 that comes before any other heading (and before a thematic break). */
function contentTitle(tree: Root): string | undefined {
  for (const node of tree.children) {
    if (node.type === 'heading') return node.depth === 1 ? toString(node as Heading) : undefined;
    if (node.type === 'thematicBreak') return undefined;
  }
  return undefined;
}

const defines = (source: string, name: string) =>
  new RegExp(`export\\s+(const|let|var|function)\\s+${name}\\b|import\\s[^;]*\\b${name}\\b[^;]*\\bfrom\\b`).test(
    source,
  );

/** Whether the page's JavaScript (expressions, attribute values, imports and exports) mentions `name`. */
function codeNames(tree: Root, name: string): boolean {
  const word = new RegExp(`\\b${name}\\b`);
  let found = false;
  type Attribute = { type: string; value?: string | { value?: string } | null };
  visit(tree, (node: { type: string; value?: unknown; attributes?: Attribute[] }) => {
    if (found) return;
    if (/^mdx(Flow|Text)Expression$|^mdxjsEsm$/.test(node.type) && word.test(String(node.value))) found = true;
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
      for (const a of node.attributes ?? []) {
        // `{...spread}` and `name={expression}` are code; `name="text"` is not.
        const v =
          a.type === 'mdxJsxExpressionAttribute' ? a.value : typeof a.value === 'object' ? a.value?.value : null;
        if (typeof v === 'string' && word.test(v)) found = true;
      }
  });
  return found;
}

/** `routes`: each page's route by its file (the collector's); a file with none (a partial) gets no `metadata`. */
export default function remarkPageExports(options: { routes?: FileRoutes } = {}) {
  return (tree: Root, file: { value: unknown; path?: string }) => {
    const source = String(file.value);
    const added: ReturnType<typeof esm>[] = [];
    if (/\bfrontMatter\b/.test(source) && !defines(source, 'frontMatter')) {
      const yaml = tree.children.find((n) => n.type === 'yaml') as { value?: string } | undefined;
      let data: unknown = {};
      try {
        data = yaml?.value
          ? ((requireHere('js-yaml') as { safeLoad: (t: string) => unknown }).safeLoad(yaml.value) ?? {})
          : {};
      } catch {
        // The frontmatter's own check reports a YAML error at its line.
      }
      added.push(esm(`export const frontMatter = ${JSON.stringify(data)};`));
    }
    if (/\bcontentTitle\b/.test(source) && !defines(source, 'contentTitle')) {
      const title = contentTitle(tree);
      added.push(esm(`export const contentTitle = ${title === undefined ? 'undefined' : JSON.stringify(title)};`));
    }
    const route = file.path ? options.routes?.get(path.resolve(file.path)) : undefined;
    // In the page's code only: prose about "metadata" must not give every such page a JSON import.
    if (route !== undefined && codeNames(tree, 'metadata') && !defines(source, 'metadata')) {
      added.push(
        esm(
          `import __lexoraPageMetadata from ${JSON.stringify(pageMetadataModule(route))};\nexport const metadata = __lexoraPageMetadata;`,
        ),
      );
    }
    if (added.length) tree.children.unshift(...(added as never[]));
  };
}
