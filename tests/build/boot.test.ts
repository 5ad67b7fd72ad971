// Worker threads and the Vite bundle process start from a plain JavaScript bundle of the build's
// TypeScript (prerender/boot.ts), not through tsx: the bundle must run in a Node without any loader,
// be made again when a source changes, and be reused when none did.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { bootBundle, bundleEntries } from '../../prerender/boot.mjs';
import { makeFixture, runBuild } from './fixture';

afterEach(() => {
  delete process.env.LEXORA_BOOT;
  delete process.env.LEXORA_CACHE_DIR;
  delete process.env.LEXORA_DEBUG;
  vi.restoreAllMocks();
});

/** Starts the bundled compile worker from a plain `node` (no tsx, no flags) and returns its reply for one page. */
function compileWithPlainNode(
  bundleDir: string,
  file: string,
  env: NodeJS.ProcessEnv,
): { file: string; analysis: string } {
  const script = `
    import { Worker } from 'node:worker_threads';
    const settings = ${JSON.stringify({ routes: [], api: null, images: { contentDir: path.dirname(file), staticDirs: [] }, markdownFormat: 'detect' })};
    const worker = new Worker(new URL(${JSON.stringify(`file://${bundleDir}/mdx/compile-worker.mjs`)}), { workerData: { settings } });
    worker.once('message', (reply) => { console.log(JSON.stringify(reply)); worker.postMessage({ files: [] }); });
    worker.once('error', (e) => { console.error(e); process.exit(1); });
    worker.postMessage({ files: [${JSON.stringify(file)}] });
  `;
  const main = path.join(tempDir('lexora-boot-main'), 'main.mjs');
  fs.writeFileSync(main, script);
  const out = execFileSync(process.execPath, [main], { encoding: 'utf8', env, timeout: 60_000 });
  return JSON.parse(out);
}

describe('the boot bundle of workers and the bundle process', () => {
  it('is written to the cache, says so under LEXORA_DEBUG, and compiles a page in a worker of a Node without tsx', async () => {
    const cache = tempDir('lexora-boot-cache');
    process.env.LEXORA_CACHE_DIR = cache;
    process.env.LEXORA_DEBUG = '1';
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dir = await bootBundle();
    expect(dir).not.toBeNull();
    expect(path.dirname(dir!)).toBe(path.join(cache, 'boot'));
    for (const entry of [
      'build',
      'mdx/compile-worker',
      'outputs/markdown/copies-worker',
      'search/index-worker',
      'render/render-worker',
      'bundle/bundle-child',
    ])
      expect(fs.existsSync(path.join(dir!, `${entry}.mjs`)), entry).toBe(true);
    expect(log.mock.calls.flat().join('\n')).toMatch(
      /^boot: the build, its workers and the bundle process run the plain JavaScript bundle in .* \(bundled in \d+ ms\)$/m,
    );

    const content = tempDir('lexora-boot-content');
    const page = path.join(content, 'page.md');
    fs.writeFileSync(
      page,
      '---\ntitle: Probe\n---\n\n## Set up {#set-up}\n\nText with a [link](https://example.com/).\n',
    );
    const reply = compileWithPlainNode(dir!, page, { ...process.env, NODE_OPTIONS: '', LEXORA_CACHE_DIR: cache });
    expect(reply.file).toBe(page);
    expect(JSON.parse(reply.analysis).headings.map((h: { id: string }) => h.id)).toEqual(['set-up']);
  });

  it('is reused while the sources are unchanged and made again when one changes', async () => {
    // A copy of the project's build sources, so that one can be edited.
    const project = tempDir('lexora-boot-project');
    for (const p of [
      'prerender',
      'src/shared',
      'vite.config.ts',
      'tsconfig.json',
      'tsconfig.base.json',
      'package.json',
    ])
      fs.cpSync(p, path.join(project, p), { recursive: true });
    fs.symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'), 'junction');
    const cache = tempDir('lexora-boot-cache');

    // Two builds starting at once both bundle; one folder stays, and no temporary one.
    const [first, other] = await Promise.all([bundleEntries(project, cache), bundleEntries(project, cache)]);
    expect(other).toBe(first);
    expect(fs.readdirSync(cache)).toEqual([path.basename(first)]);
    const mtime = fs.statSync(path.join(first, 'mdx/compile-worker.mjs')).mtimeMs;
    expect(await bundleEntries(project, cache)).toBe(first);
    expect(fs.statSync(path.join(first, 'mdx/compile-worker.mjs')).mtimeMs).toBe(mtime); // not written again

    fs.appendFileSync(path.join(project, 'prerender/mdx/compile-worker.ts'), "\nconsole.log('boot probe');\n");
    const second = await bundleEntries(project, cache);
    expect(second).not.toBe(first);
    expect(fs.readFileSync(path.join(second, 'mdx/compile-worker.mjs'), 'utf8')).toContain('boot probe');
    expect(fs.readFileSync(path.join(first, 'mdx/compile-worker.mjs'), 'utf8')).not.toContain('boot probe');
    const code = fs
      .readdirSync(path.join(second, 'chunks'))
      .map((f) => fs.readFileSync(path.join(second, 'chunks', f), 'utf8'));
    // import.meta.url in the bundle still names the source file (cache/store.ts hashes sources from it).
    expect(code.join('\n')).toContain(JSON.stringify(`file://${project}/prerender/cache/store.ts`));
  });

  it('runs `npm run build` itself from the bundle, and through tsx under LEXORA_BOOT=tsx', () => {
    const content = makeFixture();
    const cache = tempDir('lexora-boot-cache');
    const bundled = runBuild(content, { LEXORA_DEBUG: '1', LEXORA_CACHE_DIR: cache });
    expect(bundled.status, bundled.output).toBe(0);
    expect(bundled.output).toMatch(
      /^boot: the build, its workers and the bundle process run the plain JavaScript bundle in /m,
    );
    const viaTsx = runBuild(content, { LEXORA_DEBUG: '1', LEXORA_CACHE_DIR: cache, LEXORA_BOOT: 'tsx' });
    expect(viaTsx.status, viaTsx.output).toBe(0);
    expect(viaTsx.output).toContain(
      'boot: LEXORA_BOOT=tsx: the build, its workers and the bundle process run TypeScript through tsx',
    );
  });

  it('runs the workers through tsx under LEXORA_BOOT=tsx (the path taken when bundling fails)', async () => {
    process.env.LEXORA_BOOT = 'tsx';
    process.env.LEXORA_CACHE_DIR = tempDir('lexora-boot-cache');
    vi.resetModules(); // a fresh boot.ts: the bundle is decided once per process
    const boot = await import('../../prerender/boot.mjs');
    expect(await boot.bootBundle()).toBeNull();
    const content = tempDir('lexora-boot-content');
    const page = path.join(content, 'page.md');
    fs.writeFileSync(page, '## Through tsx {#through-tsx}\n');
    const settings = {
      routes: [],
      api: null,
      images: { contentDir: content, staticDirs: [] },
      markdownFormat: 'detect',
    };
    const worker = await boot.startWorker('mdx/compile-worker', { workerData: { settings } });
    const reply = await new Promise<{ analysis: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage({ files: [page] });
    });
    worker.postMessage({ files: [] });
    expect(JSON.parse(reply.analysis).headings.map((h: { id: string }) => h.id)).toEqual(['through-tsx']);
    expect(fs.existsSync(path.join(process.env.LEXORA_CACHE_DIR, 'boot'))).toBe(false);
  });

  it('refuses sources that do not bundle, so the build falls back to tsx', async () => {
    const project = tempDir('lexora-boot-project');
    for (const p of [
      'prerender',
      'src/shared',
      'vite.config.ts',
      'tsconfig.json',
      'tsconfig.base.json',
      'package.json',
    ])
      fs.cpSync(p, path.join(project, p), { recursive: true });
    fs.appendFileSync(path.join(project, 'prerender/util.ts'), '\nexport const = ;\n');
    const cache = tempDir('lexora-boot-cache');
    await expect(bundleEntries(project, cache)).rejects.toThrow();
    expect(fs.readdirSync(cache)).toEqual([]); // no half-written folder left behind
  });
});
