// Docusaurus's `metadata` page export: a docs page and a post read their own (`{metadata.permalink}`,
// previous/next, sidebar, version, edit URL, last update, front matter…), another page imports a page's
// (`import {metadata} from './guide.mdx'`), and a page is rebuilt when what it reads changes in another file.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_FILES, failureReport, makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const CONFIG = SITE_CONFIG.replace(
  'blog: {',
  "docs: { editUrl: 'https://example.com/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true },\n  blog: { editUrl: 'https://example.com/edit/main/', ",
);

const GUIDE = `---\ntitle: Guide\ndescription: The guide.\nlast_update:\n  date: 2024-01-02\n  author: Ada\ncustom_field: kept\n---\n\n## Install\n\n<ul id="meta">\n<li>title={metadata.title}</li>\n<li>description={metadata.description}</li>\n<li>id={metadata.id}</li>\n<li>permalink={metadata.permalink}</li>\n<li>source={metadata.source}</li>\n<li>slug={metadata.slug}</li>\n<li>sourceDirName={metadata.sourceDirName}</li>\n<li>version={metadata.version}</li>\n<li>sidebar={metadata.sidebar}</li>\n<li>previous={metadata.previous?.title}@{metadata.previous?.permalink}</li>\n<li>next={String(metadata.next)}</li>\n<li>editUrl={metadata.editUrl}</li>\n<li>lastUpdatedAt={metadata.lastUpdatedAt}</li>\n<li>lastUpdatedBy={metadata.lastUpdatedBy}</li>\n<li>fm={metadata.frontMatter.custom_field}</li>\n</ul>\n`;

const FILES = {
  'site.config.ts': CONFIG,
  'docs/guide.mdx': GUIDE,
  'docs/welcome.mdx': `---\ntitle: Welcome\ndescription: Start here.\nslug: /\n---\n\nimport {metadata as guide} from './guide.mdx';\n\n## Top of page\n\n<p id="other">{guide.title} at {guide.permalink}</p>\n`,
  'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\ntags: [news]\n---\n\nFirst post.\n\n<!-- truncate -->\n\n<p id="post">{metadata.permalink} {metadata.title} {metadata.date} tags={metadata.tags.map((t) => t.label + ':' + t.permalink).join()} older={metadata.nextItem?.title} by={metadata.authors[0].name} edit={metadata.editUrl} marker={String(metadata.hasTruncateMarker)}</p>\n`,
  // Prose about metadata: not a reader of it.
  'docs/prose.mdx': `---\ntitle: Prose\n---\n\nThe metadata of a request, and <span title="metadata">its title</span>.\n`,
  'blog/2025-01-01-older.md': `---\ntitle: Older\nslug: older\nauthors: [ada]\n---\n\nBefore.\n`,
};

const text = (html: string, id: string) =>
  (new RegExp(`<(?:ul|p) id="${id}">([\\s\\S]*?)</(?:ul|p)>`).exec(html)?.[1] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<\/li>\s*<li>/g, '\n')
    .replace(/<\/?li>/g, '')
    .trim();

let dir: string;
let res: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(res.outDir, rel), 'utf8');

beforeAll(() => {
  dir = makeFixture(FILES);
  res = runBuild(dir);
}, 240_000);

describe("Docusaurus's metadata page export", () => {
  it("gives a docs page its metadata in MDX scope, with Docusaurus's field names", () => {
    expect(res.status, res.output).toBe(0);
    expect(text(read('docs/guide/index.html'), 'meta').split('\n')).toEqual([
      'title=Guide',
      'description=The guide.',
      'id=guide',
      'permalink=/docs/guide/',
      'source=@site/docs/guide.mdx',
      'slug=/guide',
      'sourceDirName=.',
      'version=current',
      'sidebar=tutorialSidebar',
      'previous=Welcome@/docs/',
      'next=undefined',
      'editUrl=https://example.com/edit/main/docs/guide.mdx',
      `lastUpdatedAt=${Date.UTC(2024, 0, 2)}`,
      'lastUpdatedBy=Ada',
      'fm=kept',
    ]);
  });

  it('gives a post its metadata, and another page the metadata it imports', () => {
    expect(text(read('devblog/hello/index.html'), 'post')).toBe(
      '/devblog/hello/ Hello 2025-01-02T00:00:00.000Z tags=news:/devblog/tags/news/ older=Older by=Ada Writer edit=https://example.com/edit/main/blog/2025-01-02-hello.mdx marker=true',
    );
    expect(text(read('docs/index.html'), 'other')).toBe('Guide at /docs/guide/');
    // One JSON file per page that reads its metadata (the guide and the post), none for prose about it.
    expect(fs.readdirSync(path.join(dir, '.generated/page-metadata'))).toHaveLength(2);
  });

  it('rebuilds a page when what its metadata holds changes in another file', () => {
    fs.writeFileSync(
      path.join(dir, 'docs/welcome.mdx'),
      BASE_FILES['docs/welcome.mdx']!.replace('title: Welcome', 'title: Start page'),
    );
    fs.writeFileSync(
      path.join(dir, 'blog/2025-01-01-older.md'),
      FILES['blog/2025-01-01-older.md'].replace('Older', 'Earlier'),
    );
    const again = runBuild(dir);
    expect(again.status, again.output).toBe(0);
    expect(text(read('docs/guide/index.html'), 'meta')).toContain('previous=Start page@/docs/');
    expect(text(read('devblog/hello/index.html'), 'post')).toContain('older=Earlier');
  });

  it('is not given to a partial, which has no page of its own: named at its line', () => {
    expect(
      failureReport({
        'docs/_part.mdx': `Shared text.\n\n{metadata.title}\n`,
        'docs/guide.mdx': `---\ntitle: Guide\n---\n\nimport Part from './_part.mdx';\n\n## Install\n\n<Part />\n`,
      }),
    ).toContain(
      'docs/_part.mdx:3: `{metadata.title}` is a JavaScript expression in MDX, and `metadata` is not defined',
    );
  });
});
