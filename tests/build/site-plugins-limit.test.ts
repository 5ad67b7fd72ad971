// The site's remark/rehype plugins run in every compile thread (and the main thread) from a fresh import
// of site.config.ts: that import and each plugin's set-up run with the config time limit
// (LEXORA_CONFIG_TIMEOUT_S), so a plugin that never returns ends the build with a report naming it.
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';

const LOOPING = `export default function loopingPlugin() {\n  for (;;) {}\n}\n`;
const config = SITE_CONFIG.replace(
  "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
  `  blog: { title: 'Fixture Blog', description: 'Posts.' },\n  docs: { remarkPlugins: [loopingPlugin] },`,
);
const files = {
  'plugins/looping.mjs': LOOPING,
  'site.config.ts': `import loopingPlugin from './plugins/looping.mjs';\n${config}`,
};

describe('site plugins with a time limit', () => {
  it('a plugin that never returns from its set-up stops the build, naming it', () => {
    const res = runBuild(makeFixture(files), { LEXORA_CONFIG_TIMEOUT_S: '2' });
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(
      'site.config.ts: docs.remarkPlugins[0] (plugins/looping.mjs, its default export) did not return within 2s when it was set up (an endless loop?)',
    );
    expect(res.output).not.toMatch(/\n\s+at /);
  }, 240_000);

  it('also when the pages are compiled in worker threads', () => {
    const pages: Record<string, string> = {};
    for (let i = 0; i < 60; i++) pages[`docs/extra/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nText ${i}.\n`;
    const res = runBuild(makeFixture({ ...files, ...pages }), { LEXORA_CONFIG_TIMEOUT_S: '2' });
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(
      'docs.remarkPlugins[0] (plugins/looping.mjs, its default export) did not return within 2s',
    );
  }, 240_000);
});
