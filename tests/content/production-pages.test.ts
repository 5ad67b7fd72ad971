// The production-integration decisions (CONTRIBUTING.md: Idempotency, Webhooks, Versioning, Test mode)
// stay applied: their pages are in the sidebar, and no page goes back to the advice they replaced.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '../../content/sidebars';
import { codeBlocksOf } from '../../prerender/check/code-blocks';
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

  it('retry a 429 only for rate_limit_exceeded, with one Idempotency-Key per operation (CONTRIBUTING.md: Quota errors)', () => {
    // docs and blog code blocks: a loop that honours Retry-After names the one retryable 429 code, none
    // retries by a deny-list (status in 429/500/503 unless quota_exceeded), and every loop that retries a
    // POST sends an Idempotency-Key.
    const problems: string[] = [];
    const files = listFiles(path.resolve('content'), { keep: (f) => /\.mdx?$/.test(f) });
    for (const f of files)
      for (const b of codeBlocksOf(fs.readFileSync(f, 'utf8'), path.relative(process.cwd(), f))) {
        const at = `${b.file}:${b.line}`;
        if (/(?:!==?|!=)\s*['"]quota_exceeded['"]|\b429,\s*500,\s*503\b/.test(b.value))
          problems.push(`${at}: retries by a deny-list`);
        if (/\.get\(\s*['"]Retry-After['"]/.test(b.value) && !b.value.includes('rate_limit_exceeded'))
          problems.push(`${at}: honours Retry-After without checking the code`);
        const retries = /for \(let attempt|for attempt in range/.test(b.value);
        if (retries && /method: 'POST'|\.post\(/.test(b.value) && !b.value.includes('Idempotency-Key'))
          problems.push(`${at}: retries a POST without an Idempotency-Key`);
      }
    expect(problems).toEqual([]);
  });
});
