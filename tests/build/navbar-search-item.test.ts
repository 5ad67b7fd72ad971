// Docusaurus's `{ type: 'search' }` navbar item: the search box is drawn where the item is (Kysely's site puts
// it on the left), and the navbar adds none at its end; without such an item the box stays at the end.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFixture, runBuild, SITE_CONFIG, type BuildResult } from './fixture';

const NAVBAR = `navbar: { title: 'Fixture', items: [
    { type: 'search', position: 'left', className: 'site-search' },
    { to: '/docs/guide', label: 'Guide', position: 'right' },
  ] },`;

let res: BuildResult;
let plain: BuildResult;
beforeAll(() => {
  res = runBuild(makeFixture({ 'site.config.ts': SITE_CONFIG.replace(/navbar: \{[^\n]*\n/, `${NAVBAR}\n`) }));
  plain = runBuild(makeFixture());
}, 240_000);

/** The navbar's left and right item groups of a page, as HTML. */
function sides(r: BuildResult, file: string): { left: string; right: string } {
  const html = fs.readFileSync(path.join(r.outDir, file), 'utf8');
  const start = html.indexOf('<div class="navbar__items">');
  const mid = html.indexOf('<div class="navbar__items navbar__items--right">');
  const end = html.indexOf('navbar-sidebar__backdrop');
  expect(start, 'left items').toBeGreaterThan(-1);
  expect(mid, 'right items').toBeGreaterThan(start);
  return { left: html.slice(start, mid), right: html.slice(mid, end) };
}

const count = (s: string, needle: string) => s.split(needle).length - 1;

describe("a navbar item of type 'search'", () => {
  it('draws the search box in its place, with its class, and none at the end', () => {
    expect(res.status, res.output).toBe(0);
    for (const file of ['index.html', 'docs/guide/index.html']) {
      const { left, right } = sides(res, file);
      expect(left).toContain('class="navbar__search site-search"');
      expect(count(left, 'search-button'), file).toBeGreaterThan(0);
      expect(count(right, 'search-button'), file).toBe(0);
    }
  });

  it('without one, the search box is at the end of the navbar', () => {
    expect(plain.status, plain.output).toBe(0);
    const { left, right } = sides(plain, 'index.html');
    expect(count(left, 'search-button')).toBe(0);
    expect(count(right, 'search-button')).toBeGreaterThan(0);
  });
});
