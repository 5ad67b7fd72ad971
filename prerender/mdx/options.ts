// The one MDX configuration used by the Vite builds and by the content collector.
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { Element } from 'hast';
import { toString } from 'mdast-util-to-string';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkMermaid from './remark-mermaid.ts';
import type { MarkdownExtensions } from './extensions.ts';
import remarkLinks, { type FileRoutes, type LinkSettings } from './remark-links.ts';
import remarkHeadingIds, { escapeHeadingIds } from './remark-heading-ids.ts';
import rehypePrism from './rehype-prism.ts';
import remarkTocExport from '../docusaurus/remark-toc-export.ts';
import remarkPageExports from '../docusaurus/remark-page-exports.ts';
import { swizzledComponents } from '../docusaurus/aliases.ts';
import remarkUndefinedNames from './remark-undefined-names.ts';
import { htmlCommentsToMdx } from './html-comments.ts';
import remarkApiReference from './remark-api-reference.ts';
import remarkCheckExamples from './remark-check-examples.ts';
import remarkCheckWebhookExamples from './remark-check-webhook-examples.ts';
import remarkCheckProse from './remark-check-prose.ts';
import remarkImages, { type ImageOptions } from './remark-images.ts';
import { truncateCommentToMdx } from './truncate.ts';
import type { ApiSpec } from '../contract/spec.ts';

/**
 * The remark plugins, in order; links to source files become the routes `links.routes` gives them,
 * written as `links.settings` asks.
 * `inspect`, when given, sees each page's tree after admonitions and before links are rewritten to
 * routes: the build extracts its page analysis there, so the link checker reports links as the
 * author wrote them. `api`: the contract the API reference elements are generated from; they run
 * before `inspect`, so generated tables are analysed (links, search text) like written ones.
 * `images`: where image files are looked up; images are resolved before `inspect`, so the page's
 * `.md` copy shows their real URLs. Without it (unit tests of other plugins) images stay as written.
 */
export function remarkPluginsWith(
  links: { routes: FileRoutes; settings?: LinkSettings | undefined },
  inspect?: () => (tree: any, file: any) => void,
  api: ApiSpec | null = null,
  images?: ImageOptions,
  extensions?: MarkdownExtensions,
): any[] {
  return [
    remarkFrontmatter,
    // Before the check of undefined names, which then sees `frontMatter` and `contentTitle` defined.
    [remarkPageExports, { routes: links.routes }],
    [remarkUndefinedNames, { components: !customMdxComponents(images) }],
    remarkGfm,
    remarkDirective,
    remarkHeadingIds,
    [remarkAdmonitions, { extensions }],
    [remarkCheckExamples, { api }],
    [remarkCheckWebhookExamples, { api }],
    [remarkCheckProse, { api }],
    [remarkApiReference, { api }],
    ...(images ? [[remarkImages, images]] : []),
    ...(inspect ? [inspect] : []),
    [remarkLinks, links],
    remarkTocExport,
    // After `inspect`: the analysis, search text and .md copy see the diagram's code block.
    ...(extensions?.mermaid ? [remarkMermaid] : []),
  ];
}

/**
 * Whether the site gives pages components of its own (a src/theme/MDXComponents of its content
 * folder): then any component name may be one of them, and names are not checked at compile time.
 */
export function customMdxComponents(images?: ImageOptions): boolean {
  return Boolean(images && swizzledComponents(images.contentDir).has('MDXComponents'));
}

// rehype-slug and rehype-autolink-headings are the client's design card; a one-pass replacement saved
// little of the compile (the Markdown parser is ~45 % of it) and was reverted.
// Prism runs last: it only rewrites <pre> blocks, which the heading plugins never touch, and the
// token spans it adds (most of a page's elements) would otherwise be walked by both of them.
export const rehypePlugins: any[] = [
  rehypeSlug,
  [
    rehypeAutolinkHeadings,
    {
      behavior: 'append',
      test: ['h2', 'h3', 'h4', 'h5', 'h6'],
      properties: (el: Element) => ({
        className: ['hash-link'],
        ariaLabel: `Direct link to ${toString(el as any)}`,
        translate: 'no',
      }),
      content: { type: 'text', value: '\u200b' },
    },
  ],
  rehypePrism,
];

/**
 * MDX has no HTML comments: they become MDX comments, as Docusaurus does (./html-comments.ts).
 * `{#id}` heading ids would be JavaScript expressions: escape them into text.
 */
export function preprocessMdx(source: string): string {
  return htmlCommentsToMdx(truncateCommentToMdx(escapeHeadingIds(source)));
}

export const mdxOptions = {
  rehypePlugins,
  providerImportSource: '@mdx-js/react',
  jsxImportSource: 'react',
};
