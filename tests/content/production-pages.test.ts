// The production-integration decisions (CONTRIBUTING.md: Idempotency, Webhooks, Versioning, Test mode)
// stay applied: their pages are in the sidebar, and no page goes back to the advice they replaced.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '../../content/sidebars';
import { listFiles } from '../../prerender/util';

const PAGES = ['api/idempotency', 'api/webhooks', 'api/test-mode', 'api/versioning', 'api/changelog'];

function ids(items: unknown[]): string[] {
  return items.flatMap((i: any) => (typeof i === 'string' ? [i] : Array.isArray(i?.items) ? ids(i.items) : []));
}

const pages = listFiles(path.resolve('content/docs'), { keep: (f) => /\.mdx?$/.test(f) }).map((f) => ({
  file: path.relative(process.cwd(), f),
  text: fs.readFileSync(f, 'utf8'),
}));

describe('production integration pages', () => {
  it('are in the docs sidebar (so llms.txt and the sidebar list them)', () => {
    const inSidebar = ids((sidebars as any).tutorialSidebar);
    expect(PAGES.filter((p) => !inSidebar.includes(p))).toEqual([]);
    for (const p of PAGES) expect(fs.existsSync(path.resolve(`content/docs/${p}.mdx`)), p).toBe(true);
  });

  it('replace "list before you retry" with idempotency keys, and the blog with the changelog for API versions', () => {
    const stale = pages.filter(({ text }) =>
      /list (?:your|the) (?:files|jobs)[^.]*(?:first|before you retry)|\[developer blog\]\(\/devblog\/\) for what each version/i.test(
        text,
      ),
    );
    expect(stale.map((p) => p.file)).toEqual([]);
  });
});
