// Loading a content folder's TypeScript config file (site.config.ts): what it imports is bundled with it,
// CommonJS packages included, and an exception names the file's own line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importConfigFile, importConfigInProcess } from '../../prerender/content/import-config-file';
import { tempDir } from '../support/tmp';

const folder = (files: Record<string, string>): string => tempDir('config-file', files);

describe('importConfigFile', () => {
  it("runs a CommonJS module that requires Node's modules (a remark plugin's typescript does)", async () => {
    const dir = folder({
      'site.config.ts': `import base from './helper.cjs';\nexport default { title: base };\n`,
      'helper.cjs': `module.exports = require('node:path').basename('/a/b.txt');\n`,
    });
    const config = await importConfigFile(path.join(dir, 'site.config.ts'));
    expect((config.default as { title: string }).title).toBe('b.txt');
  });

  it('imports an installed package from where it is: it finds its own files (typescript its lib files)', async () => {
    const dir = folder({
      'site.config.ts': `import * as plugin from 'local-plugin';\nexport default { title: plugin.data, run: plugin.run };\n`,
      'node_modules/local-plugin/package.json': JSON.stringify({ name: 'local-plugin', main: 'index.js' }),
      'node_modules/local-plugin/index.js': `const fs = require('fs');\nexports.data = fs.readFileSync(require('path').join(__dirname, 'data.txt'), 'utf8').trim();\nexports.run = () => exports.data;\n`,
      'node_modules/local-plugin/data.txt': 'next to the package\n',
    });
    const file = path.join(dir, 'site.config.ts');
    expect(((await importConfigFile(file)).default as { title: string }).title).toBe('next to the package');
    const inProcess = (await importConfigInProcess(file)).default as { run: () => string };
    expect(inProcess.run()).toBe('next to the package');
  });

  it('reports an exception at its line of the file', async () => {
    const dir = folder({ 'site.config.ts': `const a = 1;\n\nthrow new Error('bad ' + a);\nexport default {};\n` });
    await expect(importConfigFile(path.join(dir, 'site.config.ts'))).rejects.toThrow(
      /site\.config\.ts:3: Error: bad 1/,
    );
  });
});
