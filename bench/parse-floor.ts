// The part of a build no change to this project's code can remove: parsing every page with the parser
// the design card fixes (remark-parse with remark-gfm, micromark underneath). Measured on one thread
// over the corpus's pages without frontmatter, each parsed once with no plugins; the build runs the
// same parse (plus MDX syntax for `.mdx` pages, so this is a lower bound) in one compile thread per
// core, so the parse alone needs at least `cpu / cores` seconds of any cold build's wall time.
import fs from 'node:fs';
import os from 'node:os';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { listFiles } from '../prerender/util.ts';
import { FRONTMATTER } from '../prerender/content/frontmatter.ts';

export function parseFloor(contentDir: string): { cpuS: number; floorS: number } {
  const sources = listFiles(contentDir, { keep: (f) => /\.mdx?$/.test(f) }).map((f) =>
    fs.readFileSync(f, 'utf8').replace(FRONTMATTER, ''),
  );
  const processor = unified().use(remarkParse).use(remarkGfm).freeze();
  // One untimed pass so the parser's code is compiled, as it is in a compile thread after a few pages.
  for (const source of sources.slice(0, 50)) processor.parse(source);
  const before = process.cpuUsage();
  for (const source of sources) processor.parse(source);
  const used = process.cpuUsage(before);
  const cpuS = (used.user + used.system) / 1e6;
  return { cpuS, floorS: cpuS / os.availableParallelism() };
}
