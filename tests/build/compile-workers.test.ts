// The content step compiles pages in worker threads once a site has enough of them
// (prerender/mdx/compile-pool.ts). What the workers send back must be what the main thread would have
// compiled itself, and a page a worker cannot compile must still be reported once, at its line.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { makeFixture } from './fixture';
import { loadSiteConfig } from '../../prerender/content/config';
import { collectSite } from '../../prerender/content/collect';
import type { SiteModel } from '../../prerender/content/model';
import { BuildError } from '../../prerender/report/errors';
import { compilerOf, copySettings } from '../../prerender/outputs/markdown/copies';

const PAGES = 60; // enough for two workers (parallel.ts: MIN_FILES_PER_WORKER)

function page(i: number): string {
  return [
    `---\ntitle: Page ${i}\n---`,
    `Intro of page ${i} with a [link](./p${(i + 1) % PAGES}.md#usage) and <b>raw HTML</b> 😀 שלום.`,
    `## Usage {#usage}\n\nRun \`tool --n ${i}\` and see https://example.com/${i}.`,
    `:::tip[Watch out ${i}]\nA tip with **bold** text.\n:::`,
    '```js title="x.js" {2}\nconst a = 1;\nconst b = "<script>";\n```',
    `| Key | Value |\n|---|---|\n| k${i} | v${i} |`,
    `### Details\n\n- one\n- two [^n]\n\n[^n]: A footnote.`,
  ].join('\n\n');
}

const extra = Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [`docs/p${i}.md`, page(i)]));

async function collect(changes: Record<string, string>, workers: boolean): Promise<SiteModel> {
  const dir = makeFixture({ ...extra, ...changes });
  const cache = tempDir('lexora-cache');
  process.env.LEXORA_CACHE_DIR = cache;
  process.env.LEXORA_BUILD_WORKERS = workers ? '' : '0';
  return collectSite(await loadSiteConfig(dir), dir, undefined, workers ? path.join(cache, 'trees') : undefined);
}

/** A reader of the compile cache `site` was collected into (the current LEXORA_CACHE_DIR), set up as the build's `.md` copy step sets it up. */
const cacheOf = (site: SiteModel) => compilerOf(copySettings(site));

afterEach(() => {
  delete process.env.LEXORA_CACHE_DIR;
  delete process.env.LEXORA_BUILD_WORKERS;
});

describe('compiling pages in worker threads', () => {
  it('gives every page the analysis and page tree the main thread compiles', async () => {
    const inWorkers = await collect({}, true);
    const workerCache = cacheOf(inWorkers);
    // Each worker's page tree is read from its compile cache entry when needed: no copy in the tree folder.
    expect(fs.readdirSync(path.join(process.env.LEXORA_CACHE_DIR!, 'trees'))).toEqual([]);
    expect(inWorkers.docs.filter((d) => d.tree && !d.tree.sealed).map((d) => d.route)).toEqual([]);
    expect(inWorkers.docs.filter((d) => d.tree?.sealed).length).toBe(PAGES);
    const inMain = await collect({}, false);
    const mainCache = cacheOf(inMain);
    expect(inWorkers.docs.length).toBe(PAGES + 2);
    const byRoute = new Map(inMain.docs.map((d) => [d.route, d]));
    for (const doc of inWorkers.docs) {
      const other = byRoute.get(doc.route)!;
      expect(doc.analysis, doc.route).toEqual(other.analysis);
      expect(doc.tree?.json(), doc.route).toBe(other.tree?.json());
      expect([doc.title, doc.description]).toEqual([other.title, other.description]);
      // The page's `.md` copy, made with its compile and stored in its cache entry.
      const copy = workerCache.storedCopy(doc.file, fs.readFileSync(doc.file, 'utf8'));
      expect(copy, doc.route).toBeDefined();
      expect(copy, doc.route).toBe(mainCache.storedCopy(other.file, fs.readFileSync(other.file, 'utf8')));
    }
    const p3 = inWorkers.docs.find((d) => d.route === '/docs/p3/')!;
    expect(p3.analysis.headings.map((h) => h.id)).toEqual(['usage', 'details']);
    expect(p3.tree!.json()).toContain('"href":"/docs/p4/#usage"');
    expect(workerCache.storedCopy(p3.file, fs.readFileSync(p3.file, 'utf8'))).toContain(
      '[link](https://fixture.example.com/docs/p4/#usage)',
    );
  });

  it('reports a page a worker could not compile once, with its file and line', async () => {
    const broken = page(7).replace('## Usage', '![chart](./missing-chart.png)\n\n## Usage');
    const err = await collect({ 'docs/p7.md': broken }, true).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BuildError);
    const problems = (err as BuildError).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toMatch(/docs\/p7\.md$/);
    expect(problems[0].line).toBe(7);
    expect(problems[0].message).toContain('missing-chart.png');
  });
});
