// A content folder anywhere on disk builds: here in the system's temp folder while the generated site
// data stays in the project's .cache/ (the default), so the two share no folder but "/".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';

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
});
