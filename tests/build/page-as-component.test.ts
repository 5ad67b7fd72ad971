// A docs page imported by another page as a component (`import Intro from './intro.md'`, then
// `<Intro />`), as Docusaurus sites do: both pages build, and the importing page shows its content.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';

let res: BuildResult;
beforeAll(() => {
  res = runBuild(
    makeFixture({
      'docs/intro.md': `---\ntitle: Intro\n---\n\nIntro text shared by two pages.\n`,
      'docs/other.mdx': `---\ntitle: Other\n---\n\nimport Intro from './intro.md';\n\n<Intro />\n`,
    }),
  );
}, 180_000);

it('renders the imported page inside the importing one, and the imported page on its own', () => {
  expect(res.status, res.output).toBe(0);
  const read = (f: string) => fs.readFileSync(path.join(res.outDir, f), 'utf8');
  expect(read('docs/other/index.html')).toContain('Intro text shared by two pages.');
  expect(read('docs/intro/index.html')).toContain('Intro text shared by two pages.');
});
