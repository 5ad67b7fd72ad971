// onDuplicateRoutes: two pages on one route fail the build unless the site config says 'warn' or 'ignore'
// (Docusaurus's default is 'warn', which import:docusaurus writes): then the first page the build reads is
// served there, the other has no page of its own, and a sidebar naming the other's doc id links to the route.
// Capacitor's docs have a README.md beside index.md in each version folder.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG } from './fixture';

const withOption = (option: string) => SITE_CONFIG.replace('blog: {', `${option}\n  blog: {`);
const FILES = {
  'docs/tools/index.md': `# Tools index\n\nThe index.\n`,
  'docs/tools/README.md': `# Tools readme\n\nThe readme.\n`,
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', 'guide', 'tools/README'] };\n`,
};

describe('onDuplicateRoutes', () => {
  it('fails the build when unset', () => {
    const res = runBuild(makeFixture(FILES));
    expect(res.status).toBe(1);
    expect(res.output).toContain('Duplicate routes.');
    expect(res.output).toMatch(/docs\/tools\/(index|README)\.md:1: route \/docs\/tools\/ is also claimed by/);
  });

  it("'warn' serves the first page on the route, names the other, and a sidebar naming the other links there", () => {
    const res = runBuild(makeFixture({ ...FILES, 'site.config.ts': withOption("onDuplicateRoutes: 'warn',") }));
    expect(res.status, res.output).toBe(0);
    expect(res.output).toMatch(
      /Warning \(onDuplicateRoutes: 'warn' in the site config\): .*docs\/tools\/README\.md:1: route \/docs\/tools\/ is also claimed by .*docs\/tools\/index\.md:1, which is served there/,
    );
    const html = fs.readFileSync(path.join(res.outDir, 'docs/tools/index.html'), 'utf8');
    expect(html).toContain('Tools index');
    expect(html).not.toContain('The readme.');
    // The sidebar item of tools/README links to the route (its label: the readme's title), on a page of the sidebar.
    const guide = fs.readFileSync(path.join(res.outDir, 'docs/guide/index.html'), 'utf8');
    expect(guide).toMatch(/<a[^>]*href="\/docs\/tools\/"[^>]*>Tools readme<\/a>/);
  });

  it("'ignore' says nothing", () => {
    const res = runBuild(makeFixture({ ...FILES, 'site.config.ts': withOption("onDuplicateRoutes: 'ignore',") }));
    expect(res.status, res.output).toBe(0);
    expect(res.output).not.toContain('onDuplicateRoutes');
  });
});
