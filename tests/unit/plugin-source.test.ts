// Where a Markdown plugin of site.config.ts comes from, as reports name it (prerender/mdx/plugin-source.ts):
// the forms a hand-written config and `import:docusaurus` write.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginSource } from '../../prerender/mdx/plugin-source';
import { tempDir } from '../support/tmp';

const CONFIG = `import remarkMath from 'remark-math';
import { shout as loud } from './plugins/shout.ts';
import * as secondModule from "./plugins/second.ts";
import * as mathModule from 'remark-math';
function inline() { return () => undefined; }
const pluginOf = (m: any, name: string) => (name ? m[name] : m.default);
export default {
  docs: {
    remarkPlugins: [remarkMath, [loud, { level: 2 }], pluginOf(secondModule, ""), pluginOf(mathModule, "remarkMath"), inline],
    rehypePlugins: [require('rehype-x'), mathModule.default],
  },
  blog: { remarkPlugins: [...[], remarkMath] },
} satisfies Record<string, unknown>;
`;

describe('pluginSource', () => {
  const dir = tempDir('plugin-source', { 'site.config.ts': CONFIG });
  const file = path.join(dir, 'site.config.ts');
  const rel = path.relative(process.cwd(), dir).split(path.sep).join('/');
  const at = (section: string, list: string, index: number) => pluginSource(file, section, list, index);

  it('names the package or file and the export', () => {
    expect(at('docs', 'remarkPlugins', 0)).toBe('remark-math, its default export');
    expect(at('docs', 'remarkPlugins', 1)).toBe(`${rel}/plugins/shout.ts, export shout`);
    expect(at('docs', 'remarkPlugins', 2)).toBe(`${rel}/plugins/second.ts, its default export`);
    expect(at('docs', 'remarkPlugins', 3)).toBe('remark-math, export remarkMath');
    expect(at('docs', 'rehypePlugins', 0)).toBe('rehype-x, its default export');
    expect(at('docs', 'rehypePlugins', 1)).toBe('remark-math, its default export');
  });

  it('says nothing where the source does not tell (a plugin of the config, a spread, no such entry)', () => {
    expect(at('docs', 'remarkPlugins', 4)).toBeUndefined();
    expect(at('docs', 'remarkPlugins', 9)).toBeUndefined();
    expect(at('blog', 'remarkPlugins', 0)).toBeUndefined();
    expect(at('pages', 'remarkPlugins', 0)).toBeUndefined();
    expect(pluginSource(path.join(dir, 'missing.ts'), 'docs', 'remarkPlugins', 0)).toBeUndefined();
  });
});
