// onBrokenLinks / onBrokenAnchors / onBrokenMarkdownLinks: 'throw' (default) fails the build,
// 'warn' prints file:line and goes on, 'ignore' says nothing. Links to other hosts' scripts are
// refused whatever the options say.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';

const GUIDE = `---\ntitle: Guide\n---\n\n## Install\n\nSee [nowhere](/docs/nowhere/).\n\nAnd [bad anchor](/docs/#missing-part).\n\nAnd [a file](./ghost.md).\n`;
const withOptions = (options: string) => SITE_CONFIG.replace('blog: {', `${options}\n  blog: {`);

describe('broken link options', () => {
  it("'warn' prints each broken link with file:line and the build goes on; 'ignore' prints nothing", () => {
    const res = runBuild(
      makeFixture({
        'site.config.ts': withOptions(
          "onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'warn',",
        ),
        'docs/guide.mdx': GUIDE,
      }),
    );
    expect(res.status, res.output).toBe(0);
    expect(fs.existsSync(path.join(res.outDir, 'docs/guide/index.html'))).toBe(true);
    expect(res.output).toContain("Warning: 2 broken links (the site config says 'warn'; the build goes on):");
    expect(res.output).toContain('docs/guide.mdx:7: -> /docs/nowhere/: no such page [onBrokenLinks]');
    expect(res.output).toContain('docs/guide.mdx:11: -> ./ghost.md');
    expect(res.output).toContain('[onBrokenMarkdownLinks]');
    expect(res.output).not.toContain('missing-part');
    expect(res.output).toMatch(/\[2\/5\] links: checked \d+ links, 2 broken links \(warnings\) \(/);
    expect(res.output).not.toContain('no broken links');
  });

  it("each option applies to its own kind: a 'throw' one still fails the build", () => {
    const res = runBuild(
      makeFixture({
        'site.config.ts': withOptions(
          "onBrokenLinks: 'ignore', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'ignore',",
        ),
        'docs/guide.mdx': GUIDE,
      }),
    );
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('Found 1 broken link:');
    expect(res.output).toContain('docs/guide.mdx:9: -> /docs/#missing-part');
    expect(res.output).not.toContain('nowhere');
    expect(fs.existsSync(res.outDir)).toBe(false);
  });

  it("an anchor of a heading in a partial the page renders is the page's (as Docusaurus collects it)", () => {
    const res = runBuild(
      makeFixture({
        'site.config.ts': withOptions("onBrokenAnchors: 'throw',"),
        // pnpm's settings page renders `_enablePrePostScripts.mdx`; other pages link to its heading.
        'docs/settings.mdx': `---\ntitle: Settings\n---\n\nimport Scripts from './_scripts.mdx';\n\n<Scripts />\n`,
        'docs/_scripts.mdx': `import Shell from './_shell.mdx';\n\n### enablePrePostScripts\n\nText.\n\n<Shell />\n`,
        'docs/_shell.mdx': `### scriptShell\n\nText.\n`,
        'docs/linker.mdx': `---\ntitle: Linker\n---\n\nSee [pre and post](/docs/settings/#enableprepostscripts), [shell](/docs/settings/#scriptshell) and [none](/docs/settings/#gone).\n`,
      }),
    );
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('Found 1 broken link:');
    expect(res.output).toContain('docs/linker.mdx:5: -> /docs/settings/#gone');
  });

  it("two headings with one id follow onBrokenAnchors: 'warn' prints both lines and builds the page", () => {
    // A translation that copied an explicit id to the next heading (socket.io's pt-br client API): Docusaurus builds it.
    const res = runBuild(
      makeFixture({
        'site.config.ts': withOptions("onBrokenAnchors: 'warn',"),
        'docs/api.mdx': `---\ntitle: API\n---\n\n## socket.on() {#on}\n\nText.\n\n## socket.off() {#on}\n\nMore.\n`,
      }),
    );
    expect(res.status, res.output).toBe(0);
    expect(res.output).toContain(
      "Warning: two headings with one id (onBrokenAnchors: 'warn' in the site config; the build goes on):\n" +
        '  - docs/api.mdx:9: this heading\'s id "on" is also the id of the heading at line 5',
    );
    const html = fs.readFileSync(path.join(res.outDir, 'docs/api/index.html'), 'utf8');
    expect(html).toContain('socket.on()');
    expect(html).toContain('socket.off()');
  });

  it('refuses a script link even with every option on ignore', () => {
    const res = runBuild(
      makeFixture({
        'site.config.ts': withOptions(
          "onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'ignore',",
        ),
        'docs/guide.mdx': `---\ntitle: Guide\n---\n\n[x](javascript:alert(1))\n`,
      }),
    );
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('docs/guide.mdx:5');
  });

  it('names a wrong option value', () => {
    const res = runBuild(makeFixture({ 'site.config.ts': withOptions("onBrokenLinks: 'log',") }));
    expect(res.status).not.toBe(0);
    expect(res.output).toContain('onBrokenLinks');
    expect(res.output).toContain("expected 'throw' (fail the build), 'warn' (print and go on) or 'ignore'");
  });
});
