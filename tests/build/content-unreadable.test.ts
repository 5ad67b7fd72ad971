// Unreadable content (issue 24): every folder and page the build may not read, named in one report.
// As root, who reads any file, the build runs as the user nobody (setpriv); as another user, as that user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { makeFixture } from './fixture';

const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((f) => fs.existsSync(f));
const root = process.getuid?.() === 0;
it.skipIf(root && !setpriv)('names every unreadable folder and page in one report', () => {
  const dir = makeFixture({
    'docs/help/a.mdx': '---\ntitle: A\n---\n\nA.\n',
    'docs/_part.mdx': 'A partial.\n',
    'src/pages/about.md': '# About\n\nUs.\n',
    'static/files/secret.txt': 'Not for you.\n',
  });
  const cache = `${dir}-cache`;
  fs.mkdirSync(cache);
  spawnSync('chmod', ['-R', 'a+rwX', dir, cache]);
  fs.chmodSync(path.join(dir, 'docs/help'), 0o700);
  fs.chmodSync(path.join(dir, 'docs/welcome.mdx'), 0o600);
  fs.chmodSync(path.join(dir, 'blog/2025-01-02-hello.mdx'), 0o600);
  for (const f of ['docs/_part.mdx', 'src/pages/about.md', 'static/files/secret.txt'])
    fs.chmodSync(path.join(dir, f), 0o600);
  const args = ['prerender/build.mjs', '--content', dir, '--out', `${dir}-dist`];
  const asNobody = ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, ...args];
  const res = spawnSync(root ? setpriv! : process.execPath, root ? asNobody : args, {
    encoding: 'utf8',
    env: { ...process.env, HOME: cache, LEXORA_CACHE_DIR: cache, LEXORA_GENERATED_DIR: `${dir}/.generated` },
    timeout: 240_000,
  });
  expect(res.status, res.stdout + res.stderr).toBe(1);
  const shown = path.relative(process.cwd(), dir);
  expect((res.stdout + res.stderr).split(shown).join('<site>').split(dir).join('<site>').trim()).toMatchInlineSnapshot(`
    "Build failed. 6 content files or folders cannot be read.
      - <site>/docs/help: cannot be read: permission denied
          fix: make it readable by the user running the build (chmod u+r <site>/docs/help; a folder also needs u+x), or move it out of the content folder
      - <site>/docs/welcome.mdx: cannot be read: permission denied
          fix: make it readable by the user running the build (chmod u+r <site>/docs/welcome.mdx; a folder also needs u+x), or move it out of the content folder
      - <site>/blog/2025-01-02-hello.mdx: cannot be read: permission denied
          fix: make it readable by the user running the build (chmod u+r <site>/blog/2025-01-02-hello.mdx; a folder also needs u+x), or move it out of the content folder
      - <site>/docs/_part.mdx: cannot be read: permission denied
          fix: make it readable by the user running the build (chmod u+r <site>/docs/_part.mdx; a folder also needs u+x), or move it out of the content folder
      - <site>/src/pages/about.md: cannot be read: permission denied
          fix: make it readable by the user running the build (chmod u+r <site>/src/pages/about.md; a folder also needs u+x), or move it out of the content folder
      - <site>/static/files/secret.txt: cannot be read: permission denied
          fix: make it readable by the user running the build (chmod u+r <site>/static/files/secret.txt; a folder also needs u+x), or move it out of the content folder

    Nothing was written to <site>-dist."
  `);
});
