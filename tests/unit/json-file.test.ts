// JSON content files (versions.json, translation files) are read by one helper: a byte-order mark
// (which Windows editors write) is stripped, and a syntax error is a problem at its line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/tmp';
import { readVersions, type DocsInstanceSpec } from '../../prerender/content/versions';
import { readTranslationFile } from '../../prerender/content/translations';
import { readJsonFile } from '../../prerender/report/source-lines';
import type { Problem } from '../../prerender/report/errors';

const dir = tempDir('lexora-json-file');
const write = (rel: string, text: string) => {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
};

describe('readJsonFile', () => {
  it('strips a byte-order mark', () => {
    const file = write('bom.json', '\uFEFF["2.0", "1.0"]\n');
    expect(readJsonFile(file, 'bom.json')).toEqual({ source: '["2.0", "1.0"]\n', value: ['2.0', '1.0'] });
  });

  it('reports a syntax error at its line, after a byte-order mark too', () => {
    const file = write('bad.json', '\uFEFF[\n  "2.0",\n]\n');
    expect(readJsonFile(file, 'bad.json').problem).toEqual({
      file: 'bad.json',
      line: 3,
      message: 'JSON syntax error: a value is missing here (a trailing comma?)',
      hint: 'fix the JSON',
    });
  });
});

describe('JSON content files with a byte-order mark', () => {
  it('versions.json', () => {
    write('site/versions.json', '\uFEFF["1.0"]\n');
    write('site/versioned_docs/version-1.0/intro.md', '# Intro\n');
    const spec = {
      id: 'default',
      options: { includeCurrentVersion: true, versions: {}, routeBasePath: 'docs', versionLabel: 'Next' },
      docsDir: path.join(dir, 'site/docs'),
      sidebarsFile: undefined,
      configName: 'docs',
      configPath: ['docs'],
    } as unknown as DocsInstanceSpec;
    expect(readVersions(spec, path.join(dir, 'site')).map((v) => [v.name, v.routeBase])).toEqual([
      ['current', '/docs/next/'],
      ['1.0', '/docs/'],
    ]);
  });

  it('a translation file', () => {
    const file = write('code.json', '\uFEFF{"theme.x": {"message": "X"}}\n');
    const problems: Problem[] = [];
    expect([...readTranslationFile(file, null, problems)]).toEqual([['theme.x', 'X']]);
    expect(problems).toEqual([]);
  });
});
