// Image URL resolution (prerender/mdx/remark-images.ts) against hostile paths and names.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assetUrl, fileLink, resolveImage, type ImageOptions } from '../../prerender/mdx/remark-images';
import { makePng } from '../support/images';
import { tempDir } from '../support/tmp';

let opts: ImageOptions;
let page: string;

beforeAll(() => {
  const root = tempDir('lexora-images', {
    'content/docs/a.png': makePng(4, 2),
    'content/static/img/s.png': makePng(6, 3),
    'outside.png': makePng(1, 1),
    'content/docs/notes.pdf': Buffer.from('%PDF'),
  });
  const content = path.join(root, 'content');
  opts = { contentDir: content, staticDirs: [path.join(content, 'static')] };
  page = path.join(content, 'docs/page.md');
});

const problemOf = (url: string) => {
  const r = resolveImage(url, page, opts);
  return r && 'problem' in r ? r.problem.message : r;
};

describe('resolveImage', () => {
  it('leaves remote, data: and empty URLs alone', () => {
    for (const url of [
      'https://cdn.example.com/x.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '#top',
      '',
    ])
      expect(resolveImage(url, page, opts)).toBeNull();
  });

  it('refuses a protocol-relative URL, naming the host it would load from and both likely fixes', () => {
    const r = resolveImage('//img/logo.png', page, opts);
    expect(r && 'problem' in r && r.problem.message).toContain('another host ("img")');
    expect(r && 'problem' in r && r.problem.hint).toContain('"/img/logo.png"');
    expect(r && 'problem' in r && r.problem.hint).toContain('https://img/logo.png');
    expect(resolveImage('//evil.example/x.png', page, opts)).toMatchObject({ problem: expect.anything() });
  });

  it('finds images next to the page, in static/ and through @site/, with their size', () => {
    expect(resolveImage('./a.png', page, opts)).toMatchObject({
      width: 4,
      height: 2,
      ref: { url: expect.stringMatching(/^\/assets\/a-[0-9a-f]{8}\.png$/) },
    });
    expect(resolveImage('a.png?v=1#x', page, opts)).toMatchObject({ width: 4 });
    expect(resolveImage('/img/s.png', page, opts)).toMatchObject({ width: 6, height: 3, ref: { url: '/img/s.png' } });
    expect(resolveImage('@site/static/img/s.png', page, opts)).toMatchObject({ width: 6 });
  });

  it('refuses paths that leave the content or static folder, also percent-encoded', () => {
    expect(problemOf('../../outside.png')).toMatch(/points outside the content folder/);
    expect(problemOf('./%2e%2e/%2e%2e/outside.png')).toMatch(/points outside the content folder/);
    expect(problemOf('/../../outside.png')).toMatch(/points outside the static folder/);
    expect(problemOf('/%2e%2e/%2e%2e/outside.png')).toMatch(/points outside the static folder/);
    expect(problemOf('@site/../outside.png')).toMatch(/points outside the content folder/);
  });

  it('reports a missing file with the path it looked for, and a folder as missing', () => {
    expect(problemOf('./missing.png')).toMatch(
      /^image "\.\/missing\.png" not found \(looked for .*content\/docs\/missing\.png\)$/,
    );
    expect(problemOf('/img/gone.png')).toMatch(/not found \(looked for .*static\/img\/gone\.png\)$/);
    expect(problemOf('./')).toMatch(/not found/);
    expect(problemOf('./%E0%A4%A.png')).toMatch(/not found/); // malformed escape: kept as written
  });
});

describe('assetUrl', () => {
  it('keeps a readable, URL-safe name whatever the file is called', () => {
    const names: [string, string][] = [
      ['Screen Shot 2026.PNG', '/assets/Screen-Shot-2026-abcd1234.png'],
      ['ünïcödé.png', '/assets/unicode-abcd1234.png'],
      ['<img onerror=x>".png', '/assets/img-onerror-x-abcd1234.png'],
      ['شعار.svg', '/assets/image-abcd1234.svg'],
      ['🚀.jpg', '/assets/image-abcd1234.jpg'],
      ['x.P"NG', '/assets/x-abcd1234.png'],
      [`${'long'.repeat(40)}.png`, `/assets/${'long'.repeat(15)}-abcd1234.png`],
    ];
    for (const [name, url] of names) expect(assetUrl(path.join('/x', name), 'abcd1234')).toBe(url);
  });
});

describe('fileLink', () => {
  it('publishes files next to the page and leaves pages, routes and other links alone', () => {
    expect(fileLink('./notes.pdf', page, opts)).toMatchObject({
      ref: { url: expect.stringMatching(/^\/assets\/notes-[0-9a-f]{8}\.pdf$/) },
    });
    for (const url of [
      './other.md',
      '../guide.mdx#x',
      './page/',
      'other-page',
      '/files/a.pdf',
      'https://example.com/a.pdf',
      '#a',
      './legacy.html',
    ])
      expect(fileLink(url, page, opts)).toBeNull();
    const missing = fileLink('./gone.zip', page, opts);
    expect(missing && 'problem' in missing && missing.problem.message).toMatch(/^file "\.\/gone\.zip" not found/);
  });
});
