// What a build loads that its site does not need costs every build, and a one-page rebuild most of all
// (BENCHMARKS "One-page rebuild"): TypeScript's compiler, 9 MB of CommonJS, parses a Docusaurus site's
// scripts only, and a site without them never loads it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { makeFixture, runBuild } from './fixture';

/**
 * Builds `contentDir` with a probe in every thread that, as it exits, writes the CommonJS modules
 * its thread loaded (ESM imports of CommonJS go through the same cache); returns them all.
 */
function modulesLoadedByBuild(contentDir: string): string[] {
  const dir = tempDir('lexora-modules-probe');
  const probe = path.join(dir, 'probe.mjs');
  fs.writeFileSync(
    probe,
    `import fs from 'node:fs';
import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';
const cache = createRequire(import.meta.url).cache;
process.on('exit', () =>
  fs.writeFileSync(${JSON.stringify(dir)} + '/loaded-' + process.pid + '-' + threadId + '.json', JSON.stringify(Object.keys(cache))),
);
`,
  );
  const res = runBuild(contentDir, { NODE_OPTIONS: `--import ${probe}` });
  expect(res.status, res.output).toBe(0);
  const reports = fs.readdirSync(dir).filter((f) => f.startsWith('loaded-'));
  expect(reports.length).toBeGreaterThan(0);
  return reports.flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as string[]);
}

describe('modules a build loads', () => {
  it('a site with no Docusaurus scripts builds without loading the TypeScript compiler', () => {
    const loaded = modulesLoadedByBuild(makeFixture());
    expect(loaded.some((f) => f.includes(`${path.sep}react-dom${path.sep}`))).toBe(true); // the probe sees packages
    expect(loaded.filter((f) => /[/\\]node_modules[/\\]typescript[/\\]/.test(f))).toEqual([]);
  });
});
