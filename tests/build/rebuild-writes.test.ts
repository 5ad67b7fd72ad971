// A rebuild after a one-page edit writes only what changed: the pages' files that did not change are
// the previous build's files (same inode and modification time), kept instead of made and written
// again, and the output is still what a cold build of the same content writes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { BASE_FILES, buildApart, expectSameSite, makeFixture, runBuild, SITE_CONFIG } from './fixture';
import { listFiles } from '../../prerender/util';

/** Each file of a folder (relative path) with its inode and modification time. */
function fileIds(dir: string): Map<string, string> {
  return new Map(
    listFiles(dir).map((f) => {
      const st = fs.statSync(f);
      return [path.relative(dir, f), `${st.ino}:${st.mtimeMs}`];
    }),
  );
}

/** Each file of a folder (relative path) with a digest of its bytes. */
function fileDigests(dir: string): Map<string, string> {
  return new Map(
    listFiles(dir).map((f) => [
      path.relative(dir, f),
      crypto.createHash('sha256').update(fs.readFileSync(f)).digest('hex'),
    ]),
  );
}

/** The files of `after` that are not the very files of `before` (written by the later build). */
const writtenBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([rel, id]) => before.get(rel) !== id).map(([rel]) => rel);

/** A page's own files: its document, its route data and its page tree. */
const pageFile = (rel: string) => /(^|\/)(index\.html|route\.json)$|^assets\/[^/]+\.json$/.test(rel);

const NOTES = `---\ntitle: Notes\ndescription: Plain Markdown.\n---\n\n## Setup\n\nSee the [guide](./guide.mdx#install).\n`;
/** Hosted search: no page names the site's own search index (whose name changes with any text). */
const HOSTED = SITE_CONFIG.replace('blog: {', "search: { appId: 'A', apiKey: 'k', indexName: 'i' },\n  blog: {");

/**
 * A page whose search record chunks are over the precompression threshold (8 KB): a long title and
 * heading, and paragraphs of the 600 characters a record keeps.
 */
const LONG_PAGE = `---\ntitle: ${'Long reference page '.repeat(6)}\n---\n\n## ${'Every option of the long reference page '.repeat(4)}\n\n${Array.from(
  { length: 16 },
  (_, i) => `Paragraph ${i}: ${'the quick brown fox jumps over the lazy dog and keeps on running '.repeat(10)}\n`,
).join('\n')}`;

/** The edit the rebuild follows: the Markdown page's heading, or one of its paragraphs. */
const HEADING_EDIT = NOTES.replace('Setup', 'First steps');
const PARAGRAPH_EDIT = NOTES.replace('See the [guide]', 'Read the [guide]');
/** A new title and sidebar position: every page whose sidebar, prev/next links or search records show them changes. */
const TITLE_EDIT = NOTES.replace('title: Notes', 'title: Release notes\nsidebar_position: 1');

/** The fixture's blog post (tests/build/fixture.ts) with a new title and tag: every blog page shows them. */
const POST = 'blog/2025-01-02-hello.mdx';
const POST_EDIT = BASE_FILES[POST]!.replace('title: Hello', 'title: Greetings').replace(
  'tags: [news]',
  'tags: [release]',
);

/** Builds a fixture, lets `beforeRebuild` touch its output, edits a page (the Markdown page by default) and builds again. */
function rebuildAfterEdit(
  files: Record<string, string>,
  beforeRebuild: (outDir: string) => void = () => {},
  edited = HEADING_EDIT,
  editedFile = 'docs/notes.md',
) {
  const dir = makeFixture({ 'docs/notes.md': NOTES, ...files });
  const cache = tempDir('lexora-cache');
  const first = runBuild(dir, { LEXORA_CACHE_DIR: cache });
  expect(first.status, first.output).toBe(0);
  beforeRebuild(first.outDir);
  const before = fileIds(first.outDir);
  const beforeBytes = fileDigests(first.outDir);
  fs.writeFileSync(path.join(dir, editedFile), edited);
  const rebuild = runBuild(dir, { LEXORA_CACHE_DIR: cache });
  expect(rebuild.status, rebuild.output).toBe(0);
  const notesTree: string = JSON.parse(
    fs.readFileSync(path.join(rebuild.outDir, 'docs/notes/route.json'), 'utf8'),
  ).module;
  return {
    dir,
    cache,
    before,
    rebuild,
    written: writtenBetween(before, fileIds(rebuild.outDir)),
    /** The files whose bytes changed, or that are new. */
    changed: writtenBetween(beforeBytes, fileDigests(rebuild.outDir)),
    notesTree: notesTree.slice(1),
  };
}

/** The rebuilt output (moved aside) is byte for byte what a cold build of the edited content writes. */
function expectSameAsColdBuild(r: ReturnType<typeof rebuildAfterEdit>): void {
  const rebuilt = `${r.dir}-rebuilt`;
  fs.renameSync(r.rebuild.outDir, rebuilt);
  const cold = buildApart(r.dir, 'cold', {});
  expect(cold.status, cold.output).toBe(0);
  expectSameSite(rebuilt, cold.outDir);
}

describe('a rebuild after a one-page edit, with hosted search', () => {
  let r: ReturnType<typeof rebuildAfterEdit>;
  let firstHome = '';
  beforeAll(() => {
    r = rebuildAfterEdit({ 'site.config.ts': HOSTED }, (out) => {
      // Someone edits a published file: the next build must not keep it.
      firstHome = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
      fs.appendFileSync(path.join(out, 'index.html'), '<!-- edited by hand -->');
    });
  }, 480_000);

  it('writes the edited page and keeps every other page file of the previous output', () => {
    expect(r.written.filter(pageFile).sort()).toEqual(
      ['docs/notes/index.html', 'docs/notes/route.json', r.notesTree, 'index.html'].sort(),
    );
    const documents = [...r.before.keys()].filter((f) => f.endsWith('index.html')).length;
    expect(documents).toBeGreaterThan(5);
    // Pages with a render key (every page but React pages: blog lists, search and 404 by their route
    // data) are kept without rendering; the others are rendered, and not written when their bytes are the same.
    expect(r.rebuild.output).toMatch(/, [1-9]\d* of them kept from the previous output/);
  });

  it('writes again a kept file that was edited since it was published', () => {
    expect(fs.readFileSync(path.join(r.rebuild.outDir, 'index.html'), 'utf8')).toBe(firstHome);
  });
});

describe('a rebuild after a one-page edit, with the offline search index', () => {
  let r: ReturnType<typeof rebuildAfterEdit>;
  beforeAll(() => {
    r = rebuildAfterEdit({});
  }, 480_000);

  it('keeps the documents, route data and page trees of the pages that did not change', () => {
    // Pages name the index's stable pointer file, not its content-hashed folder: they stay the same.
    expect(r.written.filter(pageFile).sort()).toEqual(
      ['docs/notes/index.html', 'docs/notes/route.json', r.notesTree].sort(),
    );
  });

  it('writes what a cold build of the same content writes', () => expectSameAsColdBuild(r), 240_000);
});

describe('a rebuild after a one-paragraph edit, with the offline search index', () => {
  let r: ReturnType<typeof rebuildAfterEdit>;
  let index: string;
  beforeAll(() => {
    r = rebuildAfterEdit({ 'docs/long.md': LONG_PAGE }, () => {}, PARAGRAPH_EDIT);
    index = JSON.parse(fs.readFileSync(path.join(r.rebuild.outDir, 'search-index.json'), 'utf8')).manifest;
  }, 480_000);

  it('changes the edited page, its Markdown copies, the search index and its pointer, and nothing else', () => {
    const indexDir = path.posix.dirname(index.slice(1));
    expect(indexDir).toMatch(/^assets\/search-[0-9a-f]{10}$/);
    // A changed file's precompressed copies (prerender/outputs/precompress.ts: assets over 8 KB only)
    // change with it, and no others; pages get none.
    const copies = r.changed.filter((f) => /\.(br|gz)$/.test(f));
    for (const copy of copies) expect(r.changed, copy).toContain(copy.slice(0, -3));
    expect(copies.filter((f) => !f.startsWith('assets/'))).toEqual([]);
    const rest = r.changed.filter((f) => !f.startsWith(`${indexDir}/`) && !copies.includes(f)).sort();
    expect(rest).toEqual(
      [
        'docs/notes/index.html',
        'docs/notes/route.json',
        r.notesTree,
        'docs/notes.md',
        'llms-full.txt',
        // mcp.json names this pointer too, not the index's folder, so it stays the same.
        'search-index.json',
      ].sort(),
    );
    expect(r.changed.length - rest.length).toBeGreaterThan(0);
    // The other pages' Markdown copies are the previous output's files, kept (their compile entries and titles are the same).
    expect(r.written.filter((f) => f.endsWith('.md'))).toEqual(['docs/notes.md']);
    expect([...r.before.keys()].filter((f) => f.endsWith('.md')).length).toBeGreaterThan(2);
    const home = fs.readFileSync(path.join(r.rebuild.outDir, 'index.html'), 'utf8');
    expect(home).toContain('<meta name="lexora-search-index" content="/search-index.json">');
  });

  it("keeps the precompressed copies of the files that did not change: the previous output's, not written again", () => {
    const copies = r.written.filter((f) => /\.(br|gz)$/.test(f));
    const kept = [...r.before.keys()].filter((f) => /\.(br|gz)$/.test(f) && !copies.includes(f));
    // The client bundle did not change: its files' copies (and those of the trees over 8 KB) are kept.
    expect(kept.length).toBeGreaterThan(5);
    // Written: the copies of files whose bytes changed, if any is over 8 KB (none of this site's is).
    expect(copies.filter((f) => !r.changed.includes(f.slice(0, -3)))).toEqual([]);
  });

  it("keeps the precompressed copies of the search index's unchanged files, though its folder has a new name", () => {
    const indexDir = path.posix.dirname(index.slice(1));
    const after = fileIds(r.rebuild.outDir);
    const previous = new Set(r.before.values());
    // The index files kept from the previous output (the same inode) that have copies: the long page's chunks.
    const kept = [...after.keys()].filter(
      (f) => f.startsWith(`${indexDir}/`) && after.has(`${f}.br`) && previous.has(after.get(f)!),
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const f of kept.flatMap((f) => [`${f}.br`, `${f}.gz`])) expect(previous.has(after.get(f)!), f).toBe(true);
  });

  it('shares no file with the cache or the previous output: a later write to the output changes nothing else', () => {
    // Kept files are hard links to the previous output's, which is removed at the swap: each output file
    // then has one link. A file with two would be written in place by anyone editing the published site.
    const shared = listFiles(r.rebuild.outDir).filter((f) => fs.statSync(f).nlink !== 1);
    expect(shared.map((f) => path.relative(r.rebuild.outDir, f))).toEqual([]);
    const cacheInodes = new Set(listFiles(r.cache).map((f) => fs.lstatSync(f).ino));
    const inCache = listFiles(r.rebuild.outDir).filter((f) => cacheInodes.has(fs.statSync(f).ino));
    expect(inCache).toEqual([]);
  });

  it("keeps the other pages' search record chunks: the previous output's files, not written again", () => {
    const indexDir = path.posix.dirname(index.slice(1));
    const after = fileIds(r.rebuild.outDir);
    const previous = new Set(r.before.values());
    // Record chunks are cut per page (r<page>-<k>.json); the index folder's name changed with its text.
    const chunks = [...after.keys()].filter((f) => f.startsWith(`${indexDir}/r`));
    const written = chunks.filter((f) => !previous.has(after.get(f)!));
    expect(chunks.length).toBeGreaterThan(written.length + 2);
    expect(written.length).toBeGreaterThan(0);
    // All of one page: the edited one.
    expect(new Set(written.map((f) => /\/r(\d+)-\d+\.json$/.exec(f)?.[1])).size).toBe(1);
  });
});

describe('a rebuild with no change, then one after a one-paragraph edit, with the offline search index', () => {
  let dir: string;
  let cache: string;
  let builds: ReturnType<typeof fileIds>[];
  let outDir: string;
  beforeAll(() => {
    dir = makeFixture({ 'docs/notes.md': NOTES, 'docs/long.md': LONG_PAGE });
    cache = tempDir('lexora-cache');
    builds = [];
    for (const edit of [null, null, PARAGRAPH_EDIT]) {
      if (edit) fs.writeFileSync(path.join(dir, 'docs/notes.md'), edit);
      const res = runBuild(dir, { LEXORA_CACHE_DIR: cache });
      expect(res.status, res.output).toBe(0);
      outDir = res.outDir;
      builds.push(fileIds(outDir));
    }
  }, 480_000);

  const indexFiles = (ids: Map<string, string>) => [...ids.keys()].filter((f) => /^assets\/search-[0-9a-f]+\//.test(f));

  it("keeps every search index file (and its precompressed copies) when nothing changed: the previous output's, not copies from the cache", () => {
    const [cold, again] = builds as [Map<string, string>, Map<string, string>];
    const files = indexFiles(again);
    expect(files.length).toBeGreaterThan(5);
    expect(files.some((f) => f.endsWith('.br'))).toBe(true);
    expect(files.filter((f) => cold.get(f) !== again.get(f))).toEqual([]);
  });

  it('then keeps the unchanged record chunks after an edit: the index a no-change rebuild took whole is recorded', () => {
    const [, again, edited] = builds as [unknown, Map<string, string>, Map<string, string>];
    const previous = new Set(again.values());
    const chunks = indexFiles(edited).filter((f) => /\/r\d+-\d+\.json$/.test(f));
    const written = chunks.filter((f) => !previous.has(edited.get(f)!));
    expect(chunks.length).toBeGreaterThan(written.length + 2);
    // All of one page: the edited one.
    expect(new Set(written.map((f) => /\/r(\d+)-\d+\.json$/.exec(f)?.[1])).size).toBe(1);
  });

  it('shares no file with the cache or the previous output', () => {
    const shared = listFiles(outDir).filter((f) => fs.statSync(f).nlink !== 1);
    expect(shared.map((f) => path.relative(outDir, f))).toEqual([]);
    const cacheInodes = new Set(listFiles(cache).map((f) => fs.lstatSync(f).ino));
    expect(listFiles(outDir).filter((f) => cacheInodes.has(fs.statSync(f).ino))).toEqual([]);
  });
});

describe('a rebuild after a title and sidebar position edit, with the offline search index', () => {
  let r: ReturnType<typeof rebuildAfterEdit>;
  beforeAll(() => {
    // The sidebar is made from the folder, ordered by position: the edited page moves to the top.
    const sidebars = `export default { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`;
    r = rebuildAfterEdit({ 'sidebars.ts': sidebars }, () => {}, TITLE_EDIT);
  }, 480_000);

  it('writes again the other pages that show the title (their sidebars, prev/next links)', () => {
    const guide = fs.readFileSync(path.join(r.rebuild.outDir, 'docs/guide/index.html'), 'utf8');
    expect(guide).toContain('Release notes');
    expect(r.changed).toContain('docs/guide/index.html');
  });

  it('writes what a cold build of the same content writes', () => expectSameAsColdBuild(r), 240_000);
});

describe("a rebuild after a blog post's title and tag edit", () => {
  let r: ReturnType<typeof rebuildAfterEdit>;
  beforeAll(() => {
    r = rebuildAfterEdit({}, () => {}, POST_EDIT, POST);
  }, 480_000);

  it('writes again every blog page that shows them: the post, the lists, the tag pages', () => {
    const out = r.rebuild.outDir;
    for (const page of ['devblog/index.html', 'devblog/archive/index.html', 'devblog/tags/index.html'])
      expect(fs.readFileSync(path.join(out, page), 'utf8'), page).toContain(
        page.includes('tags') ? 'release' : 'Greetings',
      );
    expect(fs.readFileSync(path.join(out, 'devblog/tags/release/index.html'), 'utf8')).toContain('Greetings');
    expect(fs.existsSync(path.join(out, 'devblog/tags/news/index.html'))).toBe(false);
    expect(r.changed).toEqual(
      expect.arrayContaining(['devblog/index.html', 'devblog/archive/index.html', 'devblog/hello/index.html']),
    );
  });

  it('writes what a cold build of the same content writes', () => expectSameAsColdBuild(r), 240_000);
});

describe("a rebuild after an author's name edit (authors.yml, not the post)", () => {
  let r: ReturnType<typeof rebuildAfterEdit>;
  beforeAll(() => {
    const authors = BASE_FILES['blog/authors.yml']!.replace('Ada Writer', 'Ada Lovelace');
    r = rebuildAfterEdit({}, () => {}, authors, 'blog/authors.yml');
  }, 480_000);

  it("writes the post's Markdown copy again with the new byline (the post's source and compile are the same)", () => {
    expect(r.written).toContain('devblog/hello.md');
    expect(fs.readFileSync(path.join(r.rebuild.outDir, 'devblog/hello.md'), 'utf8')).toContain('Ada Lovelace');
    expect(r.written).not.toContain('docs/guide.md');
  });

  it('writes what a cold build of the same content writes', () => expectSameAsColdBuild(r), 240_000);
});

// A rebuild takes an unchanged page's frontmatter from the source cache (prerender/content/source-cache.ts)
// without reading the file, while its size, times, inode and device are the ones it was read with: each
// edit below keeps the size, and the modification time too, and must still reach the output.
describe('a rebuild after edits that keep the size and modification time of the page', () => {
  const sidebars = `export default { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] };\n`;
  let dir = '';
  let cache = '';
  let notes = '';
  /** docs/notes.md is a hard link of this file, outside the content folder. */
  let outside = '';

  /** A modification time in whole seconds, which utimes can set back exactly (to the nanosecond). */
  const wholeSeconds = Math.floor(Date.now() / 1000) - 60;
  /** Writes `text` over `file` in place (same inode) and sets its modification time back. */
  const writeKeepingTime = (file: string, text: string) => {
    const { mtimeMs, size } = fs.statSync(file);
    expect(mtimeMs).toBe(wholeSeconds * 1000);
    expect(Buffer.byteLength(text)).toBe(size);
    fs.writeFileSync(file, text);
    fs.utimesSync(file, wholeSeconds, wholeSeconds);
  };
  const rebuild = () => {
    const r = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(r.status, r.output).toBe(0);
    return r;
  };
  const expectColdBuildOf = (r: ReturnType<typeof runBuild>) => {
    const rebuilt = `${dir}-rebuilt`;
    fs.rmSync(rebuilt, { recursive: true, force: true });
    fs.rmSync(`${dir}-cold`, { recursive: true, force: true });
    fs.rmSync(`${dir}-cold-cache`, { recursive: true, force: true });
    fs.cpSync(r.outDir, rebuilt, { recursive: true });
    const cold = buildApart(dir, 'cold', {});
    expect(cold.status, cold.output).toBe(0);
    expectSameSite(rebuilt, cold.outDir);
  };
  /** The entries of the build's source cache: file → entry. */
  const sourceEntries = (): Record<string, { racy?: boolean }> => {
    const folder = path.join(cache, 'sources');
    const [file] = fs.readdirSync(folder);
    const text = fs.readFileSync(path.join(folder, file!), 'utf8');
    return JSON.parse(text.slice(text.indexOf('\n') + 1)).entries;
  };

  beforeAll(async () => {
    dir = makeFixture({ 'sidebars.ts': sidebars });
    cache = tempDir('lexora-cache');
    notes = path.join(dir, 'docs/notes.md');
    outside = `${dir}-outside.md`;
    fs.writeFileSync(outside, NOTES);
    fs.utimesSync(outside, wholeSeconds, wholeSeconds);
    fs.linkSync(outside, notes);
    // Files changed within 2 s of being read are checked by their content next time (racy): wait, so
    // that the first build records entries the rebuilds trust by their file's state alone.
    await new Promise((done) => setTimeout(done, 2_100));
    rebuild();
    const entries = sourceEntries();
    expect(entries[notes], JSON.stringify(Object.keys(entries))).toBeDefined();
    expect(entries[notes]!.racy).toBeUndefined();
  }, 480_000);

  it('a frontmatter-only edit made through another hard link of the page reaches every page that shows it', () => {
    writeKeepingTime(outside, NOTES.replace('title: Notes', 'title: Notez'));
    const r = rebuild();
    expect(fs.readFileSync(path.join(r.outDir, 'docs/guide/index.html'), 'utf8')).toContain('Notez');
    expectColdBuildOf(r);
  }, 240_000);

  it('a page touched without a change builds as before', async () => {
    const now = new Date();
    fs.utimesSync(notes, now, now);
    const r = rebuild();
    expect(fs.readFileSync(path.join(r.outDir, 'docs/guide/index.html'), 'utf8')).toContain('Notez');
    expectColdBuildOf(r);
    // Back to the whole-second time, recorded as trusted for the next case.
    fs.utimesSync(notes, wholeSeconds, wholeSeconds);
    await new Promise((done) => setTimeout(done, 2_100));
    rebuild();
    expect(sourceEntries()[notes]!.racy).toBeUndefined();
  }, 240_000);

  it('a page replaced by another file of the same size and modification time is read again', () => {
    const replacement = `${notes}.new`;
    const text = NOTES.replace('title: Notes', 'title: Notez').replace('See the [guide]', 'Use the [guide]');
    fs.writeFileSync(replacement, text);
    fs.utimesSync(replacement, wholeSeconds, wholeSeconds);
    fs.renameSync(replacement, notes);
    const r = rebuild();
    expect(fs.readFileSync(path.join(r.outDir, 'docs/notes/index.html'), 'utf8')).toContain('Use the');
    expectColdBuildOf(r);
  }, 240_000);

  it('a damaged or truncated source cache is made again with a warning, never trusted', () => {
    const folder = path.join(cache, 'sources');
    const file = path.join(folder, fs.readdirSync(folder)[0]!);
    const whole = fs.readFileSync(file);
    for (const damaged of [Buffer.from('garbage'), whole.subarray(0, Math.floor(whole.length / 2))]) {
      fs.writeFileSync(file, damaged);
      writeKeepingTime(notes, fs.readFileSync(notes, 'utf8').replace('Use the', 'Try the'));
      const r = rebuild();
      expect(r.output).toMatch(/warning: cache entry .*sources.* is damaged/);
      expect(fs.readFileSync(path.join(r.outDir, 'docs/notes/index.html'), 'utf8')).toContain('Try the');
      expect(sourceEntries()[notes]).toBeDefined();
      writeKeepingTime(notes, fs.readFileSync(notes, 'utf8').replace('Try the', 'Use the'));
    }
    expectColdBuildOf(rebuild());
  }, 480_000);
});

// A rebuild spools an unchanged page's search records by key only when the last index took them
// (prerender/search/index-build.ts): the index takes their files from the previous output by hash. When
// those are gone, or the map of inputs to keys is damaged, the records are made again and the index is
// still a cold build's.
describe('a rebuild whose search records were spooled by key only', () => {
  let dir = '';
  let cache = '';
  const rebuild = (edit: string) => {
    fs.writeFileSync(path.join(dir, 'docs/notes.md'), NOTES.replace('See the [guide]', edit));
    const r = runBuild(dir, { LEXORA_CACHE_DIR: cache });
    expect(r.status, r.output).toBe(0);
    return r;
  };
  const expectColdBuildOf = (r: ReturnType<typeof runBuild>) => {
    for (const d of [`${dir}-rebuilt`, `${dir}-cold`, `${dir}-cold-cache`])
      fs.rmSync(d, { recursive: true, force: true });
    fs.cpSync(r.outDir, `${dir}-rebuilt`, { recursive: true });
    const cold = buildApart(dir, 'cold', {});
    expect(cold.status, cold.output).toBe(0);
    expectSameSite(`${dir}-rebuilt`, cold.outDir);
  };

  beforeAll(() => {
    dir = makeFixture({ 'docs/notes.md': NOTES });
    cache = tempDir('lexora-cache');
    rebuild('See the [guide]');
    // The first rebuild reads the other pages' analyses from the cache and records their inputs.
    rebuild('Read the [guide]');
    expect(fs.existsSync(path.join(cache, 'search/pages/inputs-en.json'))).toBe(true);
  }, 480_000);

  it('makes the records again when their files are gone from the previous output (the cache keeps no copy)', () => {
    const out = `${dir}-dist`;
    for (const d of fs.readdirSync(path.join(out, 'assets')))
      if (d.startsWith('search-')) fs.rmSync(path.join(out, 'assets', d), { recursive: true });
    const r = rebuild('Use the [guide]');
    expect(fs.readFileSync(path.join(r.outDir, 'docs/notes/index.html'), 'utf8')).toContain('Use the');
    expectColdBuildOf(r);
  }, 240_000);

  it('makes the records again, with a warning, when the map of their inputs is damaged', () => {
    const map = path.join(cache, 'search/pages/inputs-en.json');
    fs.writeFileSync(map, 'garbage');
    const r = rebuild('Try the [guide]');
    expect(r.output).toMatch(/warning: cache entry .*inputs-en\.json is damaged/);
    expectColdBuildOf(r);
  }, 240_000);
});
