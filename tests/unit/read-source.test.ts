import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from '../support/tmp';
import { BuildError } from '../../prerender/report/errors';
import { checkNesting, fileSystemProblem, withFileErrors } from '../../prerender/content/read-source';
import { listFiles } from '../../prerender/util';

describe('file-system errors become problems that name the file', () => {
  // The build test of an unreadable page cannot run as root (root reads any file): the error is simulated here.
  it('EACCES', () => {
    const eacces = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(fileSystemProblem(eacces, 'content/docs/secret')).toEqual({
      file: 'content/docs/secret',
      message: 'cannot be read: permission denied',
      hint: 'make it readable by the user running the build (chmod u+r content/docs/secret; a folder also needs u+x), or move it out of the content folder',
    });
    expect(() =>
      withFileErrors('content/docs', () => {
        throw eacces;
      }),
    ).toThrow(BuildError);
  });

  it('the content walk reports every unreadable folder and page at once', () => {
    const dir = tempDir(
      'lexora-unreadable',
      Object.fromEntries(
        ['docs/help/a.mdx', 'docs/welcome.mdx', 'docs/ok.mdx', 'docs/z/secret.md'].map((f) => [f, 'x\n']),
      ),
    );
    const eacces = () => Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const denied = new Set(['docs/help', 'docs/welcome.mdx', 'docs/z/secret.md'].map((f) => path.join(dir, f)));
    const { readdirSync, accessSync } = fs;
    const readdir = vi.spyOn(fs, 'readdirSync').mockImplementation(((p: string, o: never) => {
      if (denied.has(p)) throw eacces();
      return readdirSync(p, o);
    }) as typeof fs.readdirSync);
    const access = vi.spyOn(fs, 'accessSync').mockImplementation((p, m) => {
      if (denied.has(String(p))) throw eacces();
      return accessSync(p, m);
    });
    let error: BuildError | undefined;
    try {
      listFiles(path.join(dir, 'docs'), { keep: (f) => /\.mdx?$/.test(f), readable: true });
    } catch (e) {
      error = e as BuildError;
    } finally {
      readdir.mockRestore();
      access.mockRestore();
    }
    expect(error).toBeInstanceOf(BuildError);
    expect(error!.message.split(path.relative(process.cwd(), dir)).join('<dir>')).toMatchInlineSnapshot(`
      "3 content files or folders cannot be read.
        - <dir>/docs/help: cannot be read: permission denied
            fix: make it readable by the user running the build (chmod u+r <dir>/docs/help; a folder also needs u+x), or move it out of the content folder
        - <dir>/docs/welcome.mdx: cannot be read: permission denied
            fix: make it readable by the user running the build (chmod u+r <dir>/docs/welcome.mdx; a folder also needs u+x), or move it out of the content folder
        - <dir>/docs/z/secret.md: cannot be read: permission denied
            fix: make it readable by the user running the build (chmod u+r <dir>/docs/z/secret.md; a folder also needs u+x), or move it out of the content folder"
    `);
  });

  it('leaves other errors alone', () => {
    expect(() =>
      withFileErrors('x', () => {
        throw new TypeError('boom');
      }),
    ).toThrow(TypeError);
  });
});

describe('checkNesting', () => {
  const depthError = (source: string) => {
    try {
      checkNesting(source, 'p.md');
      return undefined;
    } catch (e) {
      return (e as BuildError).problems[0];
    }
  };

  it('passes ordinary pages, code blocks and unclosed void or optional-end tags', () => {
    expect(depthError('> > quote\n\n- a\n  - b\n    - c\n')).toBeUndefined();
    expect(depthError('```html\n' + '<div>'.repeat(500) + '\n```\n')).toBeUndefined();
    expect(depthError('<br>'.repeat(500) + '\n' + '<li>x\n'.repeat(500) + '`<div>`'.repeat(500))).toBeUndefined();
    expect(depthError('<div>\n</div>\n'.repeat(500))).toBeUndefined();
  });

  it('refuses blockquotes, lists and elements nested over the limit, at the line where it happens', () => {
    expect(depthError('text\n' + '>'.repeat(101) + ' deep\n')).toMatchObject({ line: 2 });
    const list = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
    expect(depthError(list)?.line).toBe(102);
    expect(depthError('<div>\n'.repeat(150))).toMatchObject({ line: 101 });
  });

  it('counts list markers in a row on one line as list levels, but not a thematic break', () => {
    expect(
      depthError('- - 1. * + nested item\n' + '- '.repeat(100) + '\n' + '- '.repeat(50) + '> ' + '- '.repeat(49) + 'x'),
    ).toBeUndefined();
    expect(depthError('Intro.\n\n' + '- '.repeat(5000) + 'item\n')).toMatchInlineSnapshot(`
      {
        "file": "p.md",
        "hint": "flatten the structure (close elements, use headings instead of deeper levels), or split the page",
        "line": 3,
        "message": "5000 list markers in a row on one line (lists nested over 100 levels deep); pages may nest at most 100 levels",
      }
    `);
    expect(depthError('> '.repeat(50) + '1. '.repeat(51) + 'x')).toMatchObject({ line: 1 });
  });
});
