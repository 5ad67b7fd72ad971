// The assets a page lists in its head and route data, looked up in the client build's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { pageAssetLookup } from '../../prerender/bundle/page-assets';

const dir = tempDir('lexora-page-assets');

// The shape Vite writes: the entry (index.html) with its CSS, a shared chunk, the page-tree renderer
// importing the entry, and a page with a stylesheet of its own.
const manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_lib-1.js'],
    css: ['assets/main-1.css'],
  },
  '_lib-1.js': { file: 'assets/lib-1.js' },
  'src/theme/mdx/TreeContent.tsx': {
    file: 'assets/TreeContent-1.js',
    src: 'src/theme/mdx/TreeContent.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_lib-1.js'],
  },
  'content/docs/styled.mdx': {
    file: 'assets/styled-1.js',
    src: 'content/docs/styled.mdx',
    imports: ['index.html', '_widget-1.js'],
    css: ['assets/styled-1.css'],
  },
  '_widget-1.js': { file: 'assets/widget-1.js', css: ['assets/widget-1.css'] },
};
fs.mkdirSync(path.join(dir, 'client/.vite'), { recursive: true });
fs.writeFileSync(path.join(dir, 'client/.vite/manifest.json'), JSON.stringify(manifest));
const assetsFor = pageAssetLookup(dir, path.join(dir, 'client'));

describe('pageAssetLookup', () => {
  it("does not list the entry's stylesheet again for a plain Markdown page (the head has it)", () => {
    expect(assetsFor('', '/assets/page-tree.json')).toEqual({
      module: '/assets/page-tree.json',
      preload: ['/assets/TreeContent-1.js'],
      css: [],
    });
  });

  it("lists a page chunk's own stylesheets and those of the chunks it imports, not the entry's", () => {
    expect(assetsFor(path.join(dir, 'content/docs/styled.mdx'))).toEqual({
      module: '/assets/styled-1.js',
      preload: ['/assets/widget-1.js'],
      css: ['/assets/widget-1.css', '/assets/styled-1.css'],
    });
  });
});
