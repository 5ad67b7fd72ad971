// Findability through the MCP server's search_docs (mcp/), started over stdio as an assistant starts
// it, on the same built site and questions as the modal's figure (bench/search-browser.ts): a
// question counts at rank N when the N-th page search_docs returns is one of its expected pages.
import type { Question } from './search-browser.ts';
import { startMcp } from '../tests/support/mcp.ts';

export async function findabilityThroughMcp(
  outDir: string,
  questions: Question[],
): Promise<{ top1: number; top5: number; misses: { q: string; rank: number | null; got: string[] }[] }> {
  const session = await startMcp(['--site', outDir]);
  try {
    let top1 = 0;
    let top5 = 0;
    const misses: { q: string; rank: number | null; got: string[] }[] = [];
    for (const { q, expect } of questions) {
      // The modal's figure types the first 64 characters of a question: the same words are asked here.
      const res = await session.call('search_docs', { query: q.slice(0, 64), limit: 5 });
      if (res.isError) throw new Error(`search_docs failed for ${JSON.stringify(q)}: ${res.text}`);
      const got = (JSON.parse(res.text) as { url: string }[]).map((r) => new URL(r.url).pathname);
      const at = got.findIndex((g) => expect.includes(g));
      if (at === 0) top1++;
      if (at >= 0 && at < 5) top5++;
      if (at !== 0) misses.push({ q, rank: at < 0 ? null : at + 1, got });
    }
    return { top1: (100 * top1) / questions.length, top5: (100 * top5) / questions.length, misses };
  } finally {
    await session.close();
  }
}
