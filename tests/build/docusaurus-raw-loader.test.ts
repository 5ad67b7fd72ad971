// Docusaurus's documented way to show a file's source in a code block: `import Source from
// '!!raw-loader!./example.ts'` (a webpack inline loader), from a docs page and from a React page; Crawlee's
// site does it in hundreds of pages. The import is the file's text; a loader other than raw-loader (a site's
// own, added by a plugin's configureWebpack) is named with its file and line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const CONFIG = `module.exports = { title: 'Raw', url: 'https://raw.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]] };\n`;

const FILES: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.mdx': `# Intro

import CodeBlock from '@theme/CodeBlock';
import Example from '!!raw-loader!./examples/crawl.ts';

<CodeBlock language="ts" title="crawl.ts">{Example}</CodeBlock>
`,
  'docs/examples/crawl.ts': `export const startUrl: string = 'https://crawl.example.com/start';\n`,
  'src/pages/index.js': `import CodeBlock from '@theme/CodeBlock';
import Source from '!!raw-loader!../snippets/home';
export default function Home() {
  return <main><CodeBlock language="js">{Source}</CodeBlock></main>;
}
`,
  'src/snippets/home.js': `console.log('home snippet text');\n`,
};

describe('import:docusaurus, !!raw-loader! imports', () => {
  it("imports the file's text, in docs and in pages", () => {
    const dir = tempDir('docusaurus-raw-loader', FILES);
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    expect(res.output).not.toContain('raw-loader!');
    const built = runBuild(res.outDir);
    expect(built.status, built.output).toBe(0);
    const doc = fs.readFileSync(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    expect(doc).toContain('crawl.ts');
    expect(doc.replace(/<[^>]+>/g, '')).toContain('https://crawl.example.com/start');
    const home = fs.readFileSync(path.join(built.outDir, 'index.html'), 'utf8');
    expect(home.replace(/<[^>]+>/g, '')).toContain('home snippet text');
  }, 240_000);

  it('names a loader other than raw-loader at its file and line', () => {
    const dir = tempDir('docusaurus-other-loader', {
      ...FILES,
      'src/pages/index.js': `import CodeBlock from '@theme/CodeBlock';
import Signed from '!!raw-loader!sign-loader!../snippets/home';
export default function Home() {
  return <main><CodeBlock language="js">{Signed.code}</CodeBlock></main>;
}
`,
    });
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    const built = runBuild(res.outDir);
    expect(built.status).toBe(1);
    expect(built.output).toMatch(
      /src\/pages\/index\.js:2: import "!!raw-loader!sign-loader!\.\.\/snippets\/home": the webpack loader sign-loader does not run here/,
    );
  }, 240_000);

  // Sequelize's docs read `!!raw-loader!@site/.sequelize/v7/…` (a clone its sync script makes) and Docusaurus
  // examples read files outside docs/ and src/: the import copies what the site has, and a file it lacks is
  // named at its line by the import and the build (the bundler stopped with ENOENT and a stack trace).
  it('copies a file read through raw-loader from elsewhere in the site, and names a missing one at its line', () => {
    const dir = tempDir('docusaurus-raw-loader-files', {
      ...FILES,
      'docs/intro.mdx': `# Intro

import CodeBlock from '@theme/CodeBlock';
import Example from '!!raw-loader!@site/examples/crawl.ts';

<CodeBlock language="ts">{Example}</CodeBlock>
`,
      'examples/crawl.ts': `export const startUrl: string = 'https://copied.example.com/start';\n`,
      'docs/generated.mdx': `# Generated

import Made from '!!raw-loader!@site/.clone/made.ts';

<pre>{Made}</pre>
`,
    });
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    expect(fs.readFileSync(path.join(res.outDir, 'examples/crawl.ts'), 'utf8')).toContain('copied.example.com');
    expect(res.output).toContain(
      'docs/generated.mdx:3 imports "@site/.clone/made.ts", a file the site does not have either',
    );
    const built = runBuild(res.outDir);
    expect(built.status).toBe(1);
    expect(built.output).toMatch(
      /docs\/generated\.mdx:3: import "!!raw-loader!@site\/\.clone\/made\.ts" names no file/,
    );
    expect(built.output).not.toContain('ENOENT');
  }, 240_000);
});
