// import:docusaurus on a site inside a monorepo that depends on its sibling packages through the workspace
// protocol (`workspace:*`, which npm cannot install: DocSearch's website does this): the content folder's
// package.json gets registry specs from the siblings' versions, and a private sibling is left out and named.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const pkg = (o: object) => JSON.stringify(o, null, 2);

describe('import:docusaurus, workspace dependencies of a site in a monorepo', () => {
  it.each([
    ['package.json workspaces', { 'package.json': pkg({ private: true, workspaces: ['packages/*', 'tools/**'] }) }],
    [
      'pnpm-workspace.yaml',
      { 'package.json': pkg({ private: true }), 'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n  - tools/**\n" },
    ],
  ])('turns workspace: specs into registry specs (%s)', (_label, root) => {
    const repo = tempDir('docusaurus-workspace', {
      ...root,
      'packages/widget/package.json': pkg({ name: '@acme/widget', version: '2.3.0' }),
      'packages/theme/package.json': pkg({ name: 'acme-theme', version: '1.4.0' }),
      'packages/internal/package.json': pkg({ name: 'acme-internal', version: '0.0.1', private: true }),
      'tools/deep/util/package.json': pkg({ name: 'acme-util', version: '3.0.1' }),
      'packages/website/package.json': pkg({
        name: 'website',
        private: true,
        dependencies: {
          '@docusaurus/core': '3.10.2',
          '@acme/widget': 'workspace:*',
          'acme-theme': 'workspace:~',
          'acme-util': 'workspace:^',
          'acme-pinned': 'workspace:1.0.0',
          'acme-internal': 'workspace:*',
          'left-pad': '1.3.0',
        },
      }),
      'packages/website/docusaurus.config.js': `module.exports = { title: 'W', url: 'https://w.example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n`,
      'packages/website/docs/intro.md': '# Intro\n\nText.\n',
    });
    const res = runImport(path.join(repo, 'packages/website'), `${repo}-content`);
    expect(res.status, res.output).toBe(0);
    const written = JSON.parse(fs.readFileSync(path.join(res.outDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(written.dependencies).toEqual({
      '@acme/widget': '^2.3.0',
      'acme-theme': '~1.4.0',
      'acme-util': '^3.0.1',
      'acme-pinned': '1.0.0',
      'left-pad': '1.3.0',
    });
    expect(res.output).toContain(
      'workspace packages left out: acme-internal (a private package of its repository, never published)',
    );
  });
});
