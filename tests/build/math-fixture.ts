// A site with math (remark-math and rehype-katex in its config, as Docusaurus's docs describe), in an
// MDX and a .md page, for the build tests and the screenshots.
import path from 'node:path';
import { SITE_CONFIG } from './fixture';

// The fixture lives outside the project: its config imports the plugins from the project's node_modules.
const pkg = (name: string) => JSON.stringify(path.resolve('node_modules', name));

export const MATH_CONFIG = `import remarkMath from ${pkg('remark-math')};\nimport rehypeKatex from ${pkg('rehype-katex')};\n${SITE_CONFIG.replace(
  '  blog: {',
  '  docs: { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] },\n  blog: {',
)}`;

const BODY =
  'Energy is $E = mc^2$ in a sentence.\n\n$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$\n\nA price of 5 dollars stays text.\n';

export const MATH_FILES: Record<string, string> = {
  'site.config.ts': MATH_CONFIG,
  'sidebars.ts': `export default { tutorialSidebar: ['welcome', 'guide', 'math', 'math-md'] };\n`,
  'docs/math.mdx': `---\ntitle: Math\n---\n\n${BODY}`,
  'docs/math-md.md': `---\ntitle: Math md\n---\n\n${BODY}`,
};
