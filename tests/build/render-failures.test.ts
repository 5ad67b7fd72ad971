// Pages that throw while they render: every one is reported, with its source file, the line of its
// text the error points at, and a fix that fits, whichever thread rendered it; nothing is published.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, type BuildResult } from './fixture';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: x.\n---\n\n${body}`;

describe('pages that throw while rendering', () => {
  let res: BuildResult;
  beforeAll(() => {
    const dir = makeFixture({
      // Line 10: a property read of undefined, in an expression of the page.
      'docs/broken-read.mdx': page('Broken read', `## Intro\n\nText.\n\nValue: {[].at(3).name}\n`),
      // Line 8: a component defined in the page throws.
      'docs/broken-component.mdx': page(
        'Broken component',
        `export function Boom() {\n  throw new Error('the boom component failed');\n}\n\n<Boom />\n`,
      ),
      'docs/fine.mdx': page('Fine', 'All good.\n'),
    });
    // A render thread takes part even on this small site: its failures must be reported too.
    res = runBuild(dir, { LEXORA_RENDER_WORKER_MIN_ROUTES: '1' });
  });

  it('reports every failing page with its file, line and a fix, and publishes nothing', () => {
    expect(res.status, res.output).not.toBe(0);
    expect(res.output).toContain('2 pages could not be prerendered:');
    expect(res.output).toMatch(
      /docs\/broken-component\.mdx: \/docs\/broken-component\/ could not be prerendered: the boom component failed\n\s+fix: fix what this page/,
    );
    expect(res.output).toContain(
      "docs/broken-read.mdx:10: /docs/broken-read/ could not be prerendered: Cannot read properties of undefined (reading 'name')",
    );
    expect(res.output).not.toMatch(/\n\s+at /); // no stack trace
    expect(fs.existsSync(res.outDir)).toBe(false);
  });
});
