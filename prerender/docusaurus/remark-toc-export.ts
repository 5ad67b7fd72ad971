// Docusaurus gives every MDX page an `export const toc`, which `<TOCInline toc={toc} />` reads. Here
// the TOC is route data, so a page that mentions `{toc}` gets an empty `toc` export (keeping the
// expression valid) and TOCInline reads the route's TOC instead.
import type { Root } from 'mdast';

const ESM = {
  type: 'mdxjsEsm',
  value: 'export const toc = []',
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          source: null,
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [
              {
                type: 'VariableDeclarator',
                id: { type: 'Identifier', name: 'toc' },
                init: { type: 'ArrayExpression', elements: [] },
              },
            ],
          },
        },
      ],
    },
  },
};

export default function remarkTocExport() {
  return (tree: Root, file: { value: unknown }) => {
    const source = String(file.value);
    if (!/\{\s*toc\s*\}/.test(source) || /export\s+(const|let|var|function)\s+toc\b/.test(source)) return;
    tree.children.unshift(structuredClone(ESM) as never);
  };
}
