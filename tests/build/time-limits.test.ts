// Time limits that cover what runs after an `await`: site.config.ts with a top-level await that never
// settles or loops after it, and a site remark plugin whose transformer (not its set-up) never returns
// on one page. Each build ends with one located report instead of hanging (short limits here).
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';

const LIMIT = { LEXORA_CONFIG_TIMEOUT_S: '2', LEXORA_PAGE_TIMEOUT_S: '3' };
const noStack = (output: string) => expect(output).not.toMatch(/\n\s+at /);

describe('site.config.ts with a top-level await', () => {
  it('a top-level await that never settles stops the build at the time limit', () => {
    const res = runBuild(makeFixture({ 'site.config.ts': `await new Promise(() => {});\n${SITE_CONFIG}` }), LIMIT);
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain('site.config.ts: evaluating took longer than 2s (an endless loop?)');
    noStack(res.output);
  }, 120_000);

  it('a loop after an await stops the build at the time limit', () => {
    const res = runBuild(
      makeFixture({
        'site.config.ts': `await new Promise((r) => setTimeout(r, 10));\nwhile (true) {}\n${SITE_CONFIG}`,
      }),
      LIMIT,
    );
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain('site.config.ts: evaluating took longer than 2s (an endless loop?)');
    noStack(res.output);
  }, 120_000);

  it('a loop after an await that happens only in the build thread (where plugins are imported) stops too', () => {
    // The config thread and the build's own import of the config (for its plugins) both run it: here
    // only the second loops (it finds the marker file the first wrote).
    const plugin = `export default function quiet() {\n  return () => {};\n}\n`;
    const config = `import fs from 'node:fs';\nimport quiet from './plugins/quiet.mjs';\nconst marker = new URL('./.ran', import.meta.url);\nawait new Promise((r) => setTimeout(r, 10));\nif (fs.existsSync(marker)) { while (true) {} }\nfs.writeFileSync(marker, '');\n${SITE_CONFIG.replace(
      "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
      "  blog: { title: 'Fixture Blog', description: 'Posts.' },\n  docs: { remarkPlugins: [quiet] },",
    )}`;
    const res = runBuild(makeFixture({ 'plugins/quiet.mjs': plugin, 'site.config.ts': config }), LIMIT);
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain('site.config.ts: evaluating took longer than 2s (an endless loop?)');
    noStack(res.output);
  }, 120_000);
});

describe('a site plugin whose transformer never returns on one page', () => {
  const plugin = `export default function stuck() {\n  return (tree, file) => {\n    if (String(file.value).includes('LOOP HERE')) for (;;) {}\n  };\n}\n`;
  const files = (extra: Record<string, string>) => ({
    'plugins/stuck.mjs': plugin,
    'site.config.ts': `import stuck from './plugins/stuck.mjs';\n${SITE_CONFIG.replace(
      "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
      "  blog: { title: 'Fixture Blog', description: 'Posts.' },\n  docs: { remarkPlugins: [stuck] },",
    )}`,
    'docs/stuck.md': `---\ntitle: Stuck\n---\n\nLOOP HERE\n`,
    ...extra,
  });
  const expected =
    'docs/stuck.md: docs.remarkPlugins[0] (plugins/stuck.mjs, its default export) did not return within 3s on this page (an endless loop?)';

  it('on the main thread: one report naming the plugin and the page', () => {
    const res = runBuild(makeFixture(files({})), LIMIT);
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(expected);
    noStack(res.output);
  }, 180_000);

  it('in the compile threads: the same report', () => {
    const pages: Record<string, string> = {};
    for (let i = 0; i < 60; i++) pages[`docs/extra/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nText ${i}.\n`;
    const res = runBuild(makeFixture(files(pages)), LIMIT);
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(expected);
    expect(res.output.split(expected).length - 1).toBe(1);
    noStack(res.output);
  }, 240_000);
});

describe('a site plugin whose async transformer loops after an await on one page', () => {
  const plugin = `export default function stuckLater() {\n  return async (tree, file) => {\n    if (!String(file.value).includes('LOOP HERE')) return;\n    await new Promise((r) => setTimeout(r, 10));\n    for (;;) {}\n  };\n}\n`;
  it('in the compile threads: one report naming the plugin and the page, no hang', () => {
    const pages: Record<string, string> = {};
    for (let i = 0; i < 60; i++) pages[`docs/extra/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nText ${i}.\n`;
    const res = runBuild(
      makeFixture({
        'plugins/stuck-later.mjs': plugin,
        'site.config.ts': `import stuckLater from './plugins/stuck-later.mjs';\n${SITE_CONFIG.replace(
          "  blog: { title: 'Fixture Blog', description: 'Posts.' },",
          "  blog: { title: 'Fixture Blog', description: 'Posts.' },\n  docs: { remarkPlugins: [stuckLater] },",
        )}`,
        'docs/stuck.md': `---\ntitle: Stuck\n---\n\nLOOP HERE\n`,
        ...pages,
      }),
      { ...LIMIT, LEXORA_DEBUG: '1' },
    );
    const expected =
      'docs/stuck.md: docs.remarkPlugins[0] (plugins/stuck-later.mjs, its default export) did not return within 3s on this page (an endless loop?)';
    expect(res.status, res.output).toBe(1);
    expect(res.output).toContain(expected);
    expect(res.output.split(expected).length - 1).toBe(1);
    expect(res.output).toContain('compile worker stopped'); // the pages were given to compile threads
    noStack(res.output);
  }, 150_000);
});
