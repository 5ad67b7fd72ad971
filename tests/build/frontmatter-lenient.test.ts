// Frontmatter YAML that Docusaurus's reader (js-yaml 3, through gray-matter) accepts and a strict YAML
// parser refuses, as real sites have it (`authors: [hamza] tags: [release]` on one line): read as
// Docusaurus reads it, with a warning at its line; YAML neither accepts still fails at its line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';

describe('frontmatter YAML as Docusaurus reads it', () => {
  it('builds a page whose frontmatter has two flow entries on one line, warning at that line', () => {
    const res = runBuild(
      makeFixture({
        'docs/lenient.md': `---\ntitle: Lenient page\nkeywords: [one] description: Two on a line\n---\n\nBody.\n`,
      }),
    );
    expect(res.status, res.output).toBe(0);
    expect(res.output).toMatch(/Warning: .*docs\/lenient\.md:3: YAML syntax error/);
    const html = fs.readFileSync(path.join(res.outDir, 'docs/lenient/index.html'), 'utf8');
    expect(html).toContain('Lenient page');
    expect(html).toContain('<meta name="description" content="Two on a line"');
  }, 180_000);

  it('still refuses YAML that Docusaurus cannot read either, at its line', () => {
    const res = runBuild(makeFixture({ 'docs/broken.md': `---\ntitle: Broken\ntags: [unclosed\n---\n\nBody.\n` }));
    expect(res.status).toBe(1);
    expect(res.output).toMatch(/docs\/broken\.md:3:\d*:? ?.*YAML syntax error/);
  }, 180_000);
});
