// A content folder anywhere on disk builds: here in the system's temp folder while the generated site
// data stays in the project's .cache/ (the default), so the two share no folder but "/".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';
import { makePng } from '../support/images';

describe('a content folder outside the project', () => {
  it('builds every page when it shares no folder with the project but the root', () => {
    const dir = makeFixture();
    // The case the test is for; a project checked out under the temp folder cannot show it.
    if (!path.relative(os.tmpdir(), process.cwd()).startsWith('..')) console.warn('project is inside the temp folder');
    const res = runBuild(dir, { LEXORA_GENERATED_DIR: '' });
    expect(res.status, res.output).toBe(0);
    for (const route of ['docs', 'docs/guide', 'devblog/hello'])
      expect(fs.existsSync(path.join(res.outDir, route, 'index.html')), route).toBe(true);
  });

  it("builds through a symbolic link to the folder (as macOS's /tmp is), images and React pages included", () => {
    // Before, the images beside a page were "outside the content folder" and src/pages/*.js had no JSX.
    const dir = makeFixture({
      'docs/guide.mdx': '---\ntitle: Guide\n---\n\n## Install\n\n![A picture](./picture.png)\n\n## Use\n\nText.\n',
      'src/pages/hello.js': 'export default function Hello() {\n  return <main>Hello from a React page</main>;\n}\n',
    });
    fs.writeFileSync(path.join(dir, 'docs/picture.png'), makePng(4, 3));
    const link = `${dir}-link`;
    fs.symlinkSync(dir, link);
    const res = runBuild(link);
    expect(res.status, res.output).toBe(0);
    expect(fs.readFileSync(path.join(res.outDir, 'docs/guide/index.html'), 'utf8')).toMatch(
      /<img [^>]*alt="A picture"/,
    );
    expect(fs.readFileSync(path.join(res.outDir, 'hello/index.html'), 'utf8')).toContain('Hello from a React page');
  });
});
