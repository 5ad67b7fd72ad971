// Fenced code above a post's truncate marker: the blog list shows it as the post's page does (Docusaurus
// renders the excerpt with the theme's CodeBlock): Prism's colours, the highlighted line and the title in
// the code block's frame, in MDX and plain Markdown posts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const FENCE = ['```ts title="greet.ts" {2}', 'const name: string = "Ada";', 'console.log(name);', '```'].join('\n');

const POSTS = {
  'blog/2025-01-02-hello.mdx': `---\ntitle: Hello\nslug: hello\nauthors: [ada]\n---\n\nFirst post.\n\n${FENCE}\n\n{/* truncate */}\n\nMore text.\n`,
  'blog/2025-01-03-plain.md': `---\ntitle: Plain\nslug: plain\nauthors: [ada]\n---\n\nOpening.\n\n\`\`\`python\ndef f(): return 1\n\`\`\`\n\n<!-- truncate -->\n\nRest.\n`,
};

let res: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(res.outDir, rel), 'utf8');

beforeAll(() => {
  res = runBuild(makeFixture(POSTS));
}, 240_000);

describe('fenced code above the truncate marker', () => {
  it('is coloured and framed in the blog list as on the post page', () => {
    expect(res.status, res.output).toBe(0);
    const list = read('devblog/index.html');
    expect(list).toContain('<div class="code-block__title">greet.ts</div>');
    expect(list).toMatch(/<pre class="code-block__pre prism-code language-ts"[^>]*><code class="language-ts">/);
    expect(list).toContain('<span class="token keyword">const</span>');
    expect(list).toMatch(/<span class="code-line code-line--highlighted"><span class="token builtin">console/);
    expect(list).toContain('<span class="token keyword">def</span>');
    // The post's own page writes the same lines.
    const post = read('devblog/hello/index.html');
    // (React writes a quote in text as &quot;, the list's HTML writer as it is.)
    const lines = (html: string) =>
      /<code class="language-ts">([\s\S]*?)<\/code>/.exec(html)?.[1]?.replaceAll('&quot;', '"');
    expect(lines(list)).toBe(lines(post));
    // Both as Docusaurus's <pre class="prism-code …">, which sites' CSS selects on (stylelint.io's valid/invalid bars).
    expect(post).toMatch(/<pre class="code-block__pre prism-code language-ts"/);
    expect(list).not.toContain('More text.');
  });
});
