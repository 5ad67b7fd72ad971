// A large site's pages are rendered by the main thread and a second thread together
// (prerender/render/render-pages.ts, render-worker.ts). The site must be the same byte for byte, React
// pages' titles (known only by rendering them) included, and a page that fails to render there
// must be reported as it is on the main thread.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApart, expectSameSite, makeFixture } from './fixture';

const PAGES = 40;
const docs = Object.fromEntries(
  Array.from({ length: PAGES }, (_, i) => [
    `docs/p${i}.md`,
    `---\ntitle: Page ${i} "quoted" <b>\n---\n\nText of page ${i}, see [the next](./p${(i + 1) % PAGES}.md#usage) 😀 שלום.\n\n## Usage\n\n\`\`\`js {1}\nconst n = ${i};\n\`\`\`\n`,
  ]),
);
const reactPage = `import Layout from '@theme/Layout';\nexport default function Terms() { return <Layout title="Terms &amp; conditions" description="The terms."><p>Terms text.</p></Layout>; }\n`;

describe('the render thread', () => {
  it('writes the same site as the main thread alone, React page titles included', () => {
    const dir = makeFixture({ ...docs, 'src/pages/legal/terms.tsx': reactPage });
    const alone = buildApart(dir, 'alone', { LEXORA_BUILD_WORKERS: '0' });
    expect(alone.status, alone.output).toBe(0);
    expect(alone.output).not.toContain('render thread');
    const shared = buildApart(dir, 'shared', { LEXORA_RENDER_WORKER_MIN_ROUTES: '1' });
    expect(shared.status, shared.output).toBe(0);
    expect(shared.output).toContain('prerender: a render thread takes batches');
    expect(shared.output).toMatch(/prerender: \d+ routes \+ 404\.html, \d+ rendered, 0 unchanged/);

    const files = expectSameSite(shared.outDir, alone.outDir);
    expect(files.length).toBeGreaterThan(PAGES * 2);
    // The React page's title reached its document, its route data and the build's later steps.
    expect(fs.readFileSync(path.join(shared.outDir, 'legal/terms/index.html'), 'utf8')).toContain(
      '<title>Terms &amp; conditions | Fixture Docs</title>',
    );
    expect(JSON.parse(fs.readFileSync(path.join(shared.outDir, 'legal/terms/route.json'), 'utf8'))).toMatchObject({
      title: 'Terms & conditions',
      description: 'The terms.',
    });
  });

  it('reports a page that fails to render there once, with its file, and leaves no site', () => {
    const dir = makeFixture({
      ...docs,
      'docs/boom.mdx': `---\ntitle: Boom\n---\n\nexport const Boom = () => { throw new Error('kaboom') };\n\n<Boom />\n`,
    });
    const reports = [
      buildApart(dir, 'alone', { LEXORA_BUILD_WORKERS: '0' }),
      buildApart(dir, 'shared', { LEXORA_RENDER_WORKER_MIN_ROUTES: '1' }),
    ].map((res) => {
      expect(res.status, res.output).not.toBe(0);
      expect(fs.existsSync(res.outDir)).toBe(false);
      expect(res.output).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
      return res.output.slice(res.output.indexOf('could not be prerendered'));
    });
    expect(reports[0]).toContain('could not be prerendered:\n');
    expect(reports[0]).toMatch(/docs\/boom\.mdx: \/docs\/boom\/ could not be prerendered: kaboom/);
    expect(reports[0].match(/could not be prerendered/g)).toHaveLength(2); // the title and the one page
    expect(reports[1]).toBe(reports[0]);
  });
});
