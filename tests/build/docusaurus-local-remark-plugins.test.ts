// Remark plugins written in the site's own files, as tRPC's config requires './mdxToJsx' (module.exports, which
// turns the HTML remark-shiki-twoslash writes into JSX, without which MDX cannot compile those pages) and
// typescript-eslint's imports named exports of './plugins/*.ts': the import copies each file (and what it
// imports) and site.config.ts imports the export the config used, so they run as in Docusaurus. A plugin written
// in the config itself is still named, to add by hand.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildResult } from './fixture';
import { runImport } from './docusaurus-fixture';
import { tempDir } from '../support/tmp';

const plugin = (word: string) => `export default function attacher() {
  return transformer;
}
function transformer(tree: { children: unknown[] }) {
  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: '${word} ran' }] });
}
`;

const FILES: Record<string, string> = {
  'docusaurus.config.ts': `import { shout } from './plugins/shout';
import first from './plugins/first';
import second from './plugins/second';
import located from './src/transformers/located';
function inlinePlugin() {
  return () => undefined;
}
export default {
  title: 'Local', url: 'https://local.example.com', baseUrl: '/',
  presets: [['classic', {
    docs: { sidebarPath: false, beforeDefaultRemarkPlugins: [shout], remarkPlugins: [[require('./mdxToJsx'), { word: 'yes' }], inlinePlugin, first, second, located] },
    blog: false,
  }]],
};
`,
  'plugins/shout.ts': `import { upper } from './util';
export const unused = () => () => undefined;
export function shout() {
  const walk = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'text' && node.value) node.value = node.value.replace('shout me', upper('shout me'));
    (node.children ?? []).forEach((c) => walk(c as typeof node));
  };
  return walk;
}
`,
  'plugins/util.ts': `export const upper = (s: string) => s.toUpperCase();\n`,
  // Two files with one name for their default export, as Electron's seven transformers: the config's bundle
  // renames the second (attacher2, transformer2).
  // In src/, as Electron's transformers: it runs in Node (a config's plugin, not bundled for the browser), so
  // it may import Docusaurus's Node library (installed, as --install does: below) and finds files through
  // __dirname and import.meta.url, which Docusaurus's loader gives every file of the config.
  'src/transformers/located.ts': `import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logger } from '@docusaurus/logger';
const DOCS = path.join(__dirname, '..', '..', 'docs');
export default function located() {
  return (tree: { children: unknown[] }) => {
    logger.info('located');
    const here = path.basename(fileURLToPath(import.meta.url));
    const text = 'docs has ' + fs.readdirSync(DOCS).length + ' files, seen from ' + path.basename(__filename) + ' and ' + here;
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: text }] });
  };
}
`,
  'plugins/first.ts': plugin('first'),
  'plugins/second.ts': plugin('second'),
  // Type-only imports are erased when compiled: the files they name are never loaded (Electron imports a type
  // from '../../../plugins/releases/index.tsx', a .ts file).
  'src/components/Banner.tsx': `import type { Shape } from '../../plugins/shape.tsx';
import { type Size } from './size-types';
export type { Other } from './other-types';
export default function Banner() {
  const shape: Shape | Size | undefined = undefined;
  return <p>{'banner ' + String(shape)}</p>;
}
`,
  'docs/banner.mdx': `import Banner from '@site/src/components/Banner';\n\n# Banner\n\n<Banner />\n`,
  'mdxToJsx.js': `function stamp(opts) {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'stamped ' + opts.word }] });
  };
}
module.exports = stamp;
`,
  'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.6.0' } }),
  'docs/intro.md': `# Intro\n\nPlease shout me.\n`,
};

let imported: ReturnType<typeof runImport>;
let built: BuildResult;

beforeAll(() => {
  imported = runImport(tempDir('docusaurus-local-remark', FILES));
  const logger = path.join(imported.outDir, 'node_modules/@docusaurus/logger');
  fs.mkdirSync(logger, { recursive: true });
  fs.writeFileSync(path.join(logger, 'package.json'), JSON.stringify({ name: '@docusaurus/logger', main: 'index.js' }));
  fs.writeFileSync(path.join(logger, 'index.js'), 'exports.logger = { info() {} };\n');
  built = runBuild(imported.outDir);
}, 240_000);

describe("remark plugins from the site's own files", () => {
  it('are copied and imported by site.config.ts, the export the config used', () => {
    expect(imported.status, imported.output).toBe(0);
    const config = fs.readFileSync(path.join(imported.outDir, 'site.config.ts'), 'utf8');
    expect(config).toContain('from "./plugins/shout.ts"');
    expect(config).toContain('from "./mdxToJsx.js"');
    expect(config).toMatch(/pluginOf\(\w+Module, "shout"\)/);
    expect(config).toMatch(/pluginOf\(mdxToJsxModule, ""\),\s*\{\s*"word": "yes"/);
    for (const f of ['plugins/shout.ts', 'plugins/util.ts', 'mdxToJsx.js'])
      expect(fs.existsSync(path.join(imported.outDir, f)), f).toBe(true);
    // Written in the config itself: named, as before.
    expect(imported.output).toContain('docs remarkPlugins: inline plugin inlinePlugin');
    expect(imported.output).not.toContain('remarkPlugins: inline plugin stamp');
    // Both files' default exports, though the config's bundle named the second one attacher2.
    expect(config).toMatch(/pluginOf\(\w+Module, ""\)[^]*pluginOf\(\w+Module, ""\)[^]*pluginOf\(\w+Module, ""\)/);
    expect(config).toContain('from "./plugins/second.ts"');
    expect(imported.output).not.toContain('not the function the config used');
    // Type-only imports name no file to copy or report.
    expect(imported.output).not.toMatch(/shape\.tsx|size-types|other-types/);
  });

  it('run in the build', () => {
    expect(built.status, built.output).toBe(0);
    const html = fs.readFileSync(path.join(built.outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('Please SHOUT ME.');
    expect(html).toContain('stamped yes');
    expect(html).toContain('first ran');
    expect(html).toContain('second ran');
    expect(html).toContain('docs has 2 files, seen from located.ts and located.ts');
    expect(fs.readFileSync(path.join(built.outDir, 'docs/banner/index.html'), 'utf8')).toContain('banner undefined');
  });
});
