// Docusaurus's `frontMatter` and `contentTitle` page exports: an MDX page may write `{frontMatter.title}`
// or import another page's `frontMatter`. A page that mentions either name (and does not define it
// itself) gets `export const frontMatter = {…}` (its YAML, read as Docusaurus reads it: js-yaml) and
// `export const contentTitle` (the text of its leading `# H1`, else undefined, as Docusaurus's).
import { createRequire } from 'node:module';
import { parse } from 'acorn';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

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

export default function remarkPageExports() {
  return (tree: Root, file: { value: unknown }) => {
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
    if (added.length) tree.children.unshift(...(added as never[]));
  };
}
