// The build checks component names at compile time against the components every page gets
// (prerender/mdx/remark-undefined-names.ts); this keeps that list in step with the map pages really get.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDED_COMPONENTS } from '../../prerender/mdx/remark-undefined-names';
import { pageComponents } from '../../prerender/bundle/mdx-component-imports';

/** The keys of an object literal `{ a, b: c, ...spread }` in `source` after `marker`. */
function keysAfter(source: string, marker: string): string[] {
  const start = source.indexOf('{', source.indexOf(marker));
  const body = source.slice(start + 1, source.indexOf('}', start));
  return body
    .split(',')
    .map((k) => k.trim().split(':')[0].trim())
    .filter(Boolean);
}

describe('components every MDX page gets', () => {
  it('are the capitalised keys of @theme/MDXComponents', () => {
    const theme = fs.readFileSync('src/theme/docusaurus/MDXComponents.tsx', 'utf8');
    const ours = fs.readFileSync('src/theme/mdx/components.tsx', 'utf8');
    const keys = [
      ...keysAfter(theme, 'const MDXComponents').flatMap((k) =>
        k === '...mdxComponents' ? keysAfter(ours, 'export const mdxComponents') : [k],
      ),
      // The ones a page's module imports itself.
      ...Object.keys(pageComponents('/project', '/project/content')),
    ];
    expect(
      keys.every((k) => /^[\w$]+$/.test(k)),
      keys.join(' '),
    ).toBe(true);
    expect([...new Set(keys.filter((k) => /^[A-Z]/.test(k)))].sort()).toEqual([...PROVIDED_COMPONENTS].sort());
  });
});
