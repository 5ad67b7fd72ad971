// A swizzled component added after a build is used by the next one: the file is not a module the earlier
// build read, so the bundle cache must not take the bundles as unchanged (it did: the new
// src/theme/SearchBar was ignored until something else changed).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Cache', url: 'https://cache.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]] };\n`,
  'docs/intro.md': `# Intro\n\nThe docs.\n`,
};

describe('bundle cache and swizzled components', () => {
  it('a src/theme file added after a build replaces ours in the next build', () => {
    const imported = runImport(tempDir('docusaurus-swizzle-cache', FILES));
    expect(imported.status, imported.output).toBe(0);
    // A cache of its own, kept between the two builds.
    const env = { LEXORA_DEBUG: '1', LEXORA_CACHE_DIR: `${imported.outDir}-cache` };
    const first = runBuild(imported.outDir, env);
    expect(first.status, first.output).toBe(0);
    const page = (out: string) => fs.readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(page(first.outDir)).not.toContain('ask-ai');
    const file = path.join(imported.outDir, 'src/theme/SearchBar/index.js');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      `import SearchBar from '@theme-original/SearchBar';\nexport default function W() { return <><SearchBar /><a className="ask-ai" href="/ai">Ask AI</a></>; }\n`,
    );
    const second = runBuild(imported.outDir, env);
    expect(second.status, second.output).toBe(0);
    expect(second.output).not.toContain('unchanged since an earlier build, reused');
    expect(page(second.outDir)).toContain('<a class="ask-ai" href="/ai">Ask AI</a>');
  }, 480_000);
});
