// `@theme/EditThisPage` for a site's own component that draws it: capacitor's docs swizzle TOC to draw the
// edit link beside the table of contents (ionic-team/capacitor-docs src/theme/TOC/index.tsx:2). Before it was
// provided, that TOC was named as unusable and ours kept. Imported and built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const SITE: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Edit', url: 'https://edit.example.com', baseUrl: '/',
  presets: [['classic', { docs: { editUrl: 'https://git.example.com/edit/main/' }, blog: false }]] };\n`,
  'docs/intro.md': `# Intro\n\n## Install it\n\nText.\n`,
  'src/theme/TOC/index.js': `import React from 'react';
import TOC from '@theme-original/TOC';
import EditThisPage from '@theme/EditThisPage';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function TOCWrapper(props) {
  const { metadata } = useDoc();
  return (
    <div className="toc-with-edit">
      <TOC {...props} />
      {metadata.editUrl && <EditThisPage editUrl={metadata.editUrl} />}
    </div>
  );
}\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;
beforeAll(() => {
  imported = runImport(tempDir('docusaurus-edit-this-page', SITE));
  built = runBuild(imported.outDir);
}, 200_000);

describe('@theme/EditThisPage', () => {
  it("draws our edit link with Docusaurus's props where a site's component puts it", () => {
    expect(imported.status, imported.output).toBe(0);
    expect(imported.output).toMatch(/swizzled components, used in place of ours.*\(@theme\/TOC\)/);
    expect(built.status, built.output).toBe(0);
    const html = fs.readFileSync(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toMatch(
      /<div class="toc-with-edit"><nav class="toc-desktop[\s\S]*?<\/nav><a href="https:\/\/git.example.com\/edit\/main\/docs\/intro.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page"><svg[\s\S]*?<\/svg>Edit this page<\/a><\/div>/,
    );
  });
});
