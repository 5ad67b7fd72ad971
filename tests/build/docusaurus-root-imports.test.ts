// An import or require() path from `/` that names no file is the site folder's, as webpack resolves it (its
// `resolve.roots`): Jellyfin's home page does `require('/static/images/illustrations/x.svg').default`, which
// stopped our bundler with UNRESOLVED_IMPORT. The SVG is a component, as any SVG the site's code imports.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixture, runBuild } from './fixture';

describe('an import path from / in the site code', () => {
  it("is resolved in the site's folder, an SVG as a component", () => {
    const res = runBuild(
      makeFixture({
        'static/img/mark.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect id="mark-rect" width="4" height="4"/></svg>\n',
        'src/data/figures.json': '{ "caption": "Rooted figures" }\n',
        'src/pages/rooted.js': [
          "import figures from '/src/data/figures.json';",
          "const Mark = require('/static/img/mark.svg').default;",
          'export default function Rooted() {',
          '  return <main><Mark className="rooted-mark" /><p>{figures.caption}</p></main>;',
          '}',
          '',
        ].join('\n'),
      }),
    );
    expect(res.status, res.output).toBe(0);
    const html = fs.readFileSync(path.join(res.outDir, 'rooted/index.html'), 'utf8');
    expect(html).toMatch(/<svg[^>]*class="rooted-mark"[^>]*>.*id="mark-rect"/s);
    expect(html).toContain('Rooted figures');
  }, 240_000);
});
