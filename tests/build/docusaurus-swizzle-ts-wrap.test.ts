// Docusaurus's own TypeScript wrapper (`docusaurus swizzle --wrap --typescript`) imports its props' type
// from `@docusaurus/types` and the wrapped component's type from `@theme/X`, with `import type`: erased
// when the file is compiled, so they name no module. The swizzle replaces ours, as in Docusaurus, and a
// type-only import of a package that is not installed is no missing package.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

describe('a TypeScript swizzle wrapper with type-only imports', () => {
  it('replaces ours, and its type-only imports are not reported', () => {
    const dir = tempDir('docusaurus-swizzle-ts-wrap', {
      'docusaurus.config.js': `module.exports = { title: 'W', url: 'https://w.example.com', baseUrl: '/', presets: [['classic', { docs: {}, blog: {} }]], themeConfig: { footer: { copyright: 'Footer of W' } } };\n`,
      'docs/intro.md': `# Intro\n\nThe docs.\n`,
      'blog/2024-01-02-first.md': `---\ntitle: First post\n---\n\nThe opening.\n`,
      'src/theme/Footer/index.tsx': `import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {type NotInstalledShape} from 'types-only-package-not-installed';

type Props = WrapperProps<typeof FooterType> & {shape?: NotInstalledShape};

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <p className="wrapped-footer">Wrapped by the site</p>
    </>
  );
}
`,
    });
    const res = runImport(dir);
    expect(res.status, res.output).toBe(0);
    expect(res.output).not.toContain('@docusaurus/types');
    expect(res.output).not.toContain('types-only-package-not-installed');
    const built = runBuild(res.outDir);
    expect(built.status, built.output).toBe(0);
    const html = fs.readFileSync(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('Wrapped by the site');
    expect(html).toMatch(/<footer[\s\S]*<\/footer>[\s\S]*Wrapped by the site|<footer[\s\S]*Wrapped by the site/);
  }, 240_000);
});
