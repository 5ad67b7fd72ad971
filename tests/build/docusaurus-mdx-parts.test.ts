// A site that swizzles @theme/MDXComponents whole (its own map built from `@theme/MDXComponents/A`, `/Code`,
// `/Pre`, `/Heading`…, Docusaurus's names such as `admonition` and `mermaid`) and one of its parts
// (`src/theme/MDXComponents/Code.js`, which gives inline code a prefix syntax), as large Docusaurus sites do.
// Imported and built once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Parts', url: 'https://parts.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]] };\n`,
  'docs/intro.md': `# Intro

Inline \`plain code\` and \`kw: marked code\`.

\`\`\`js title="greet.js"
const greeting = 'hi';
\`\`\`

:::note

A note.

:::

## Second part

<details>
<summary>More</summary>

Hidden text.

</details>

See [the other page](./other.md).
`,
  'docs/other.md': `# Other\n\nAnother page.\n`,
  'src/theme/MDXComponents/index.js': `import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Admonition from '@theme/Admonition';
import Mermaid from '@theme/Mermaid';

export default {
  Head, details: MDXDetails, Details: MDXDetails, code: MDXCode, a: MDXA, pre: MDXPre, ul: MDXUl, li: MDXLi,
  img: MDXImg, h2: (props) => <MDXHeading as="h2" {...props} />, admonition: Admonition, mermaid: Mermaid,
  table: (props) => <div className="site-table"><table {...props} /></div>,
};\n`,
  // The site's own Code part: inline code written \`kw: x\` is drawn as a keyword; blocks go to ours.
  'src/theme/MDXComponents/Code.js': `import OriginalCode from '@theme-original/MDXComponents/Code';
export default function Code(props) {
  if (typeof props.children === 'string' && props.children.startsWith('kw: '))
    return <code className="site-keyword">{props.children.slice(4)}</code>;
  return <OriginalCode {...props} />;
}\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;

beforeAll(() => {
  const dir = tempDir('docusaurus-parts', FILES);
  imported = runImport(dir);
  built = runBuild(imported.outDir);
}, 240_000);

describe('a swizzled MDXComponents map built from its parts', () => {
  it('builds, and the site map draws every page', () => {
    expect(imported.status, imported.output).toBe(0);
    expect(built.status, built.output).toBe(0);
    const doc = fs.readFileSync(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    // The site's Code part, and inline code left to the original.
    expect(doc).toContain('<code class="site-keyword">marked code</code>');
    expect(doc).toContain('<code>plain code</code>');
    // The fence: one code-block frame, its title, its highlighted tokens.
    expect(doc.match(/class="code-block__pre/g)).toHaveLength(1);
    expect(doc).toContain('<div class="code-block__title">greet.js</div>');
    expect(doc).toMatch(/<span class="token keyword">const<\/span>/);
    // :::note through the map's `admonition`, the heading with one anchor link, the link routed.
    expect(doc).toMatch(/class="[^"]*admonition[^"]*note/);
    const heading = /<h2[^>]*id="second-part"[^>]*>.*?<\/h2>/.exec(doc)?.[0] ?? '';
    expect(heading.match(/href="#second-part"/g)).toHaveLength(1);
    expect(doc).toContain('href="/docs/other"');
    expect(doc).toContain('Hidden text.');
  });
});
