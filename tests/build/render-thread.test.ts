// A large site's pages are rendered by the main thread and a second thread together
// (prerender/render-pages.ts, render-worker.ts). The site must be the same byte for byte, React
// pages' titles (known only by rendering them) included, and a page that fails to render there
// must be reported as it is on the main thread.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';
import { listFiles } from '../../prerender/util';

const PAGES = 40;
const docs = Object.fromEntries(
  Array.from({ length: PAGES }, (_, i) => [
    `docs/p${i}.md`,
    `---\ntitle: Page ${i} "quoted" <b>\n---\n\nText of page ${i}, see [the next](./p${(i + 1) % PAGES}.md#usage) 😀 שלום.\n\n## Usage\n\n\`\`\`js {1}\nconst n = ${i};\n\`\`\`\n`,
  ]),
);
const reactPage = `import Layout from '@theme/Layout';\nexport default function Terms() { return <Layout title="Terms &amp; conditions" description="The terms."><p>Terms text.</p></Layout>; }\n`;

/**
 * Builds `dir` with a cache of its own (the other build's renders are never reused: every page is
 * rendered by the threads being compared) and moves its output aside under `name`, so the next build
 * of the same folder cannot overwrite it.
 */
function build(dir: string, name: string, env: Record<string, string>) {
  const res = runBuild(dir, { LEXORA_DEBUG: '1', LEXORA_CACHE_DIR: `${dir}-${name}-cache`, ...env });
  const kept = `${dir}-${name}`;
  if (fs.existsSync(res.outDir)) fs.renameSync(res.outDir, kept);
  return { ...res, outDir: kept };
}

describe('the render thread', () => {
  it('writes the same site as the main thread alone, React page titles included', () => {
    const dir = makeFixture({ ...docs, 'src/pages/legal/terms.tsx': reactPage });
    const alone = build(dir, 'alone', { LEXORA_BUILD_WORKERS: '0' });
    expect(alone.status, alone.output).toBe(0);
    expect(alone.output).not.toContain('render thread');
    const shared = build(dir, 'shared', { LEXORA_RENDER_WORKER_MIN_ROUTES: '1' });
    expect(shared.status, shared.output).toBe(0);
    expect(shared.output).toContain('prerender: a render thread takes batches');
    expect(shared.output).toMatch(/prerender: \d+ routes \+ 404\.html, \d+ rendered, 0 unchanged/);

    const files = listFiles(alone.outDir)
      .map((f) => path.relative(alone.outDir, f))
      .sort();
    expect(
      listFiles(shared.outDir)
        .map((f) => path.relative(shared.outDir, f))
        .sort(),
    ).toEqual(files);
    expect(files.length).toBeGreaterThan(PAGES * 2);
    for (const f of files) expect(fs.readFileSync(path.join(shared.outDir, f)).equals(fs.readFileSync(path.join(alone.outDir, f))), f).toBe(true);
    // The React page's title reached its document, its route data and the build's later steps.
    expect(fs.readFileSync(path.join(shared.outDir, 'legal/terms/index.html'), 'utf8')).toContain('<title>Terms &amp; conditions | Fixture Docs</title>');
    expect(JSON.parse(fs.readFileSync(path.join(shared.outDir, 'legal/terms/route.json'), 'utf8'))).toMatchObject({ title: 'Terms & conditions', description: 'The terms.' });
  });

  it('reports a page that fails to render there once, with its file, and leaves no site', () => {
    const dir = makeFixture({ ...docs, 'docs/boom.mdx': `---\ntitle: Boom\n---\n\nexport const Boom = () => { throw new Error('kaboom') };\n\n<Boom />\n` });
    const reports = [build(dir, 'alone', { LEXORA_BUILD_WORKERS: '0' }), build(dir, 'shared', { LEXORA_RENDER_WORKER_MIN_ROUTES: '1' })].map((res) => {
      expect(res.status, res.output).not.toBe(0);
      expect(fs.existsSync(res.outDir)).toBe(false);
      expect(res.output).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
      return res.output.slice(res.output.indexOf('Could not prerender'));
    });
    expect(reports[0]).toContain('Could not prerender /docs/boom/.');
    expect(reports[0]).toMatch(/docs\/boom\.mdx.*kaboom/);
    expect(reports[0].match(/Could not prerender/g)).toHaveLength(1);
    expect(reports[1]).toBe(reports[0]);
  });
});
