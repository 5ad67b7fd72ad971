// A navbar item `{ to: '/' }`: in Docusaurus a NavLink that is not exact on the base URL, so active on every
// page. Under `look: 'infima'` (imported sites) it is so here too; our own look keeps it active on the home
// page only.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const NAVBAR = `navbar: { title: 'Fixture', items: [
    { to: '/', label: 'Home', position: 'left' },
    { to: '/docs/guide', label: 'Guide', position: 'left' },
  ] },`;

const build = (look: string) =>
  runBuild(
    makeFixture({
      'site.config.ts': SITE_CONFIG.replace(/navbar: \{[^\n]*\n/, `${NAVBAR}\n  look: '${look}',\n`),
    }),
  );

let infima: BuildResult;
let lexora: BuildResult;
beforeAll(() => {
  infima = build('infima');
  lexora = build('lexora');
}, 240_000);

/** The navbar link of `label` on the page `file`, and whether it is drawn active. */
function homeItem(res: BuildResult, file: string, label: string): boolean {
  const html = fs.readFileSync(path.join(res.outDir, file), 'utf8');
  const a = new RegExp(`<a [^>]*class="navbar__item navbar__link[^"]*"[^>]*>${label}</a>`).exec(html)?.[0];
  expect(a, `${label} on ${file}`).toBeDefined();
  return a!.includes('navbar__link--active');
}

describe("a navbar item to '/'", () => {
  it('is active on every page under the infima look, as in Docusaurus', () => {
    expect(infima.status, infima.output).toBe(0);
    expect(homeItem(infima, 'index.html', 'Home')).toBe(true);
    expect(homeItem(infima, 'docs/guide/index.html', 'Home')).toBe(true);
    expect(homeItem(infima, 'docs/guide/index.html', 'Guide')).toBe(true);
    expect(homeItem(infima, 'index.html', 'Guide')).toBe(false);
  });

  it('is active on the home page only in our own look', () => {
    expect(lexora.status, lexora.output).toBe(0);
    expect(homeItem(lexora, 'index.html', 'Home')).toBe(true);
    expect(homeItem(lexora, 'docs/guide/index.html', 'Home')).toBe(false);
  });
});
