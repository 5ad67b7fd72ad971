// A site with mermaid diagrams in an MDX and a .md page (markdown.mermaid), for the build and browser tests.
import { SITE_CONFIG } from './fixture';

export const MERMAID_FILES: Record<string, string> = {
  'site.config.ts': SITE_CONFIG.replace('  blog: {', '  markdown: { mermaid: true },\n  blog: {'),
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', 'guide', 'diagram', 'diagram-md'] };\n`,
  'docs/diagram.mdx':
    '---\ntitle: Diagram\n---\n\nA flow:\n\n```mermaid\ngraph TD;\n  A[Start]-->B[Finish];\n```\n\n```js\nconst x = 1;\n```\n',
  'docs/diagram-md.md':
    '---\ntitle: Diagram md\n---\n\nA sequence:\n\n```mermaid\nsequenceDiagram\n  Alice->>Bob: Hello\n```\n',
};
