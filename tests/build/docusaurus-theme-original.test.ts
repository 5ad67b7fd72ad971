// `@theme-original/X` imported by a file that is not a swizzle of X (Jellyfin's downloads page imports
// `@theme-original/Admonition`): ours, as in Docusaurus. Only swizzled names had the alias, so the bundler
// stopped with "failed to resolve import" and a stack trace.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';

describe('@theme-original/X from any file', () => {
  it('reaches our component', () => {
    const res = runBuild(
      makeFixture({
        'src/pages/original.js': [
          "import Admonition from '@theme-original/Admonition';",
          "import Details from '@theme-init/Details';",
          'export default function Original() {',
          '  return <main><Admonition type="tip">Original tip body</Admonition><Details summary="More">Hidden</Details></main>;',
          '}',
          '',
        ].join('\n'),
      }),
    );
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'original/index.html'), 'utf8');
    expect(html).toMatch(/class="theme-admonition theme-admonition-tip[^"]*"[\s\S]*Original tip body/);
    expect(html).toContain('<details');
  }, 240_000);
});
